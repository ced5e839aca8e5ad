# pypto.program: ScopeNoDepArgs
import pypto.language as pl

@pl.program
class ScopeNoDepArgs:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], cache__ssa_v0: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (cache__iter_v1,) in pl.range(4, init_values=(cache__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP, no_dep_args=[cache__iter_v1]):
                scaled__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.muls(x__ssa_v0, 2.0)
                cache__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(cache__iter_v1, scaled__ssa_v0, [i__idx_v0 * 16, 0])
            cache__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(cache__ssa_v3)
        return cache__rv_v2
