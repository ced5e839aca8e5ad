# A kernel on a view of a dynamic tensor.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class ViewDynTensorKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        a: pl.Tensor[[N, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64], valid_shapes=[pl.min(pl.tensor.dim(a, 0), 16), 64])
        out = pl.store(pl.exp(t), [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        half: pl.Tensor[[N, 64], pl.FP32] = pl.slice(x, [n // 2, 64], [n // 2, 0])
        yh: pl.Tensor[[N, 64], pl.FP32] = pl.slice(y, [n // 2, 64], [n // 2, 0])
        r = self.kern(half, yh)
        return y
