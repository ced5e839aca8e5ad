import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class DynamicRowsLoopKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_all(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        nblk: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        for i, (yc,) in pl.range(nblk, init_values=(y,)):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            s: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
            w: pl.Tensor[[N, 64], pl.FP32] = pl.store(s, [i * 16, 0], yc)
            y_next: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(w)
        return y_next

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        y = self.scale_all(x, rows // 16, y)
        return y
