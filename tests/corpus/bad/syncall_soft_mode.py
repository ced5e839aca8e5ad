# error: 10:49: the soft form of syncall (mode='soft') is not supported
# (the reference builds the soft barrier with synthesized scratch tiles; ptoc does not)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, ws: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
        pl.system.syncall(core_type="mix", mode="soft", gm_workspace=ws, used_cores=8)
        return ws
