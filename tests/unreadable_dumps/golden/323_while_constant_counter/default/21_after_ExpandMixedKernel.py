# pypto.program: WhileConstantCounter
import pypto.language as pl

@pl.program
class WhileConstantCounter:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def accumulate(x__ssa_v0: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        acc__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        step__ssa_v0: pl.Scalar[pl.INDEX] = 0
        for (k, total) in pl.while_(init_values=(step__ssa_v0, acc__ssa_v0)):
            pl.cond(k_1__FREE_VAR < 3)
            doubled__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(total, total)
            k_next__ssa_v0: pl.Scalar[pl.INDEX] = k_1__FREE_VAR + 1
            k_out, total_out = pl.yield_(k_next__ssa_v0, doubled__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(total_out, [0, 0], x__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.accumulate(x__ssa_v0)
        return out__ssa_v1
