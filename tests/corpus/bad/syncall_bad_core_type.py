# error: 10:37: syncall core_type must be one of ('aiv_only', 'aic_only', 'mix')
# (the reference's builder: "syncall core_type must be one of ...")
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        pl.system.syncall(core_type="all")
        return x
