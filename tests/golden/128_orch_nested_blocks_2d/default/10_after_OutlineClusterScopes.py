# pypto.program: OrchNestedBlocks2D
import pypto.language as pl

@pl.program
class OrchNestedBlocks2D:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_block(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], j__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, j__ssa_v0 * 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            for j__idx_v0, (out__iter_v3,) in pl.range(2, init_values=(out__iter_v1,)):
                part__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.scale_block(x__ssa_v0, i__idx_v0, j__idx_v0, part__ssa_v0)
                out__ssa_v5: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out__iter_v3, part__ssa_v1, [i__idx_v0 * 16, j__idx_v0 * 64])
                out__rv_v4: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v5)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__rv_v4)
        return out__rv_v2
