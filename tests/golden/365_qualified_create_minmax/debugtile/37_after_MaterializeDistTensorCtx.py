# pypto.program: QualifiedAliases
import pypto.language as pl

@pl.program
class QualifiedAliases:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def clip_rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        rows__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(n__ssa_v0, 64)
        first__ssa_v0: pl.Scalar[pl.INDEX] = pl.max(rows__ssa_v0 - 16, 0)
        acc__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [first__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        acc__ssa_v1: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(acc__ssa_v1, [first__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = self.clip_rows(x__ssa_v0, n__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return out__ssa_v1
