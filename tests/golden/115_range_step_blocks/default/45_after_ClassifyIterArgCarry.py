# pypto.program: RangeStepBlocks
import pypto.language as pl

@pl.program
class RangeStepBlocks:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sub_block(a__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], row__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        ta__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.sub(ta__ssa_v0, tb__ssa_v0)
        part__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(d__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope():
            for row__idx_v0 in pl.range(0, 128, 32):
                with pl.scope():
                    part__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tensor.slice(out__ssa_v0, [32, 64], [row__idx_v0, 0])
                    part__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = self.sub_block(a__ssa_v0, b__ssa_v0, row__idx_v0, part__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            return out__ssa_v0
