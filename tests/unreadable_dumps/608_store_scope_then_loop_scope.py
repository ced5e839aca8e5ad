# A scope storing into `out`, then a loop carrying `out` whose body has another storing scope: OutlineIncoreScopes leaves the loop's iter_arg unbound in the second kernel and its launch (printed __FREE_VAR), as the reference does.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.store(pl.load(x, [0, 0], [32, 128]), [0, 0], out)
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                out = pl.store(pl.load(x, [0, 0], [32, 128]), [0, 0], out)
        return out
