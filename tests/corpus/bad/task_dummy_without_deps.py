# error: 10:19: pl.system.task_dummy requires keyword argument 'deps'
# (as the reference's parser: "pl.system.task_dummy requires keyword argument 'deps'")
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self) -> pl.Scalar[pl.TASK_ID]:
        barrier = pl.system.task_dummy()
        return barrier
