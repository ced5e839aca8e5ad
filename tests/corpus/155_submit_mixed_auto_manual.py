import pypto.language as pl


@pl.program
class SubmitMixedAutoManual:
    @pl.function(type=pl.FunctionType.InCore)
    def k_exp(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t0: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        t0 = self.k_exp(x, t0)
        for i in pl.range(2):
            t0 = self.k_exp(t0, t0)
        with pl.manual_scope():
            t1: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
            t1, tid = pl.submit(self.k_exp, t0, t1)
            for k in pl.range(3):
                t1, tid = pl.submit(self.k_exp, t1, t1, deps=[tid])
            out, tid2 = pl.submit(self.k_exp, t1, out, deps=[tid])
        return out
