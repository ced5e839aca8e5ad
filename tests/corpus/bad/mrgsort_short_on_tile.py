# error: 11:18: pl.mrgsort: requires argument 0 to be a Tensor, but got a Tile
# (the reference's pl.mrgsort is the tensor op: "tensor.mrgsort_format1 requires argument 0 to be a TensorType, but got TileType")
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[1, 256], pl.FP32], out: pl.Out[pl.Tensor[[1, 256], pl.FP32]]) -> pl.Tensor[[1, 256], pl.FP32]:
        s = pl.load(src, [0, 0], [1, 256])
        merged = pl.mrgsort(s, block_len=64)
        return pl.store(merged, [0, 0], out)
