# error: 10:9: soft syncall requires a positive compile-time used_cores
# (the reference's DSL wrapper: the soft barrier needs its participant count)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, ws: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
        pl.system.syncall(core_type="mix", mode="soft", gm_workspace=ws)
        return ws
