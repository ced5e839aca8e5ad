# pypto.program: ParallelStartStep
import pypto.language as pl

@pl.program
class ParallelStartStep:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[96, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[96, 64], pl.FP32]]) -> pl.Tensor[[96, 64], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.parallel(32, 96, 32, init_values=(y__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                t__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [r__idx_v0, 0])
                s__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.sqrt(t__ssa_v0)
                y__ssa_v3: pl.Tensor[[96, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, s__ssa_v0, [r__idx_v0, 0])
            y__rv_v2: pl.Tensor[[96, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
