import pypto.language as pl


@pl.program
class Mscatter:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src: pl.Tensor[[8, 16], pl.FP16],
        idx: pl.Tensor[[8, 16], pl.INT32],
        out: pl.Out[pl.Tensor[[256], pl.FP16]],
    ) -> pl.Tensor[[256], pl.FP16]:
        s = pl.load(src, [0, 0], [8, 16])
        i = pl.load(idx, [0, 0], [8, 16])
        r: pl.Tensor[[256], pl.FP16] = pl.mscatter(s, i, out)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def kernel_stmt(
        self,
        src: pl.Tensor[[8, 16], pl.FP16],
        idx: pl.Tensor[[8, 16], pl.INT32],
        out: pl.Out[pl.Tensor[[256], pl.FP16]],
    ) -> pl.Tensor[[256], pl.FP16]:
        s = pl.load(src, [0, 0], [8, 16])
        i = pl.load(idx, [0, 0], [8, 16])
        pl.tile.mscatter(s, i, out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[8, 16], pl.FP16],
        idx: pl.Tensor[[8, 16], pl.INT32],
        out: pl.Out[pl.Tensor[[256], pl.FP16]],
    ) -> pl.Tensor[[256], pl.FP16]:
        out = self.kernel(src, idx, out)
        out = self.kernel_stmt(src, idx, out)
        return out
