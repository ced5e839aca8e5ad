# error: 15:15: tensor.assemble: argument 2 (source) must be a Tensor, got Tile[[16, 64], FP32, Vec]
# (the reference rejects a tile source of tensor.assemble: a tile is written with pl.store)
import pypto.language as pl


@pl.program
class AssembleTile:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        out = pl.assemble(out, t, [0, 0])
        return out
