# A cluster scope slicing with a valid_shape computed from pl.tensor.dim: MaterializeTensorStrides
# gives the variable the slice's own (unflattened) view type, as the reference does.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class ScopeSliceInlineDim:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[N, 64], pl.FP32]],
    ) -> pl.Tensor[[N, 64], pl.FP32]:
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        for b in pl.range((n + 15) // 16):
            with pl.cluster():
                blk: pl.Tensor[[16, 64], pl.FP32] = pl.slice(x, [16, 64], [b * 16, 0], valid_shape=[pl.min(pl.tensor.dim(x, 0) - b * 16, 16), 64])
                e: pl.Tensor[[16, 64], pl.FP32] = pl.exp(blk)
                y = pl.assemble(y, e, [b * 16, 0])
        return y
        return y
