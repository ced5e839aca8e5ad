# error: 10:9: syncall(mode='hard') takes no gm_workspace/scratch/scratch_l1/used_cores
# (the reference's DSL wrapper rejects soft-only keywords on the default hard barrier)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, ws: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
        pl.system.syncall(core_type="aiv_only", gm_workspace=ws, used_cores=8)
        return ws
