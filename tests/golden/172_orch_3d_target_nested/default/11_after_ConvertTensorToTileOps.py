# pypto.program: Orch3DTargetNested
import pypto.language as pl

@pl.program
class Orch3DTargetNested:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_exp(x__ssa_v0: pl.Tensor[[2, 32, 64], pl.FP32], b__ssa_v0: pl.Scalar[pl.INDEX], r__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__ssa_v0, r__ssa_v0 * 16, 0], [1, 16, 64], [1, 16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[2, 32, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[2, 32, 64], pl.FP32]]) -> pl.Tensor[[2, 32, 64], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(2, init_values=(out__ssa_v0,)):
            for r__idx_v0, (out__iter_v3,) in pl.range(2, init_values=(out__iter_v1,)):
                part__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.tile_exp(x__ssa_v0, b__idx_v0, r__idx_v0, part__ssa_v0)
                out__ssa_v5: pl.Tensor[[2, 32, 64], pl.FP32] = pl.tensor.assemble(out__iter_v3, part__ssa_v1, [b__idx_v0, r__idx_v0 * 16, 0])
                out__rv_v4: pl.Tensor[[2, 32, 64], pl.FP32] = pl.yield_(out__ssa_v5)
            out__rv_v2: pl.Tensor[[2, 32, 64], pl.FP32] = pl.yield_(out__rv_v4)
        return out__rv_v2
