import pypto.language as pl


@pl.program
class SpmdSubmitDumps:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            res = pl.submit(self.k, x, out, dumps=[x])
            a: pl.Tensor[[16, 128], pl.FP32] = res[0]
            t0: pl.Scalar[pl.TASK_ID] = res[1]
            out, t1 = pl.spmd_submit(self.k, a, out, deps=[t0, None], core_num=4, sync_start=True, allow_early_resolve=True)
        return out
