# pypto.program: TileScatterUpdate
import pypto.language as pl

@pl.program
class TileScatterUpdate:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def update(cache__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], slots__ssa_v0: pl.Tensor[[1, 4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], rows__ssa_v0: pl.Tensor[[4, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        c__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(cache__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        idx__ssa_v0: pl.Tile[[1, 4], pl.INT32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 16), pl.Mem.Vec] = pl.tile.load(slots__ssa_v0, [0, 0], [1, 4], [1, 4], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[4, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8224, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(rows__ssa_v0, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        c__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.scatter_update(c__ssa_v0, idx__ssa_v0, r__ssa_v0, dim=-2)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tile.store(c__ssa_v1, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, cache__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], slots__ssa_v0: pl.Tensor[[1, 4], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)], rows__ssa_v0: pl.Tensor[[4, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.scope():
            out__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            out__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = self.update(cache__ssa_v0, slots__ssa_v0, rows__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
            return out__ssa_v1
