import pypto.language as pl


@pl.program
class SubmitBasic:
    @pl.function(type=pl.FunctionType.InCore)
    def k_exp(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.manual_scope():
            t1: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            t1, tid0 = pl.submit(self.k_exp, x, t1)
            out, tid1 = pl.submit(self.k_exp, t1, out, deps=[tid0])
        return out
