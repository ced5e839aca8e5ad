# An if result whose type carries pad=max (one branch fills the padding of a
# partial load) read inside a later if: FlattenTileNdTo2D rebuilds the if
# result, so the ops reading it are re-deduced and inherit the pad.
import pypto.language as pl


@pl.program
class IfResultPadReader:
    @pl.function(type=pl.FunctionType.InCore)
    def masked_max(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        cols: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        full: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        if cols < 64:
            part: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64], valid_shapes=[32, 48])
            padded = pl.tile.fillpad(part, pad_value=pl.PadValue.max)
            src: pl.Tile[[32, 64], pl.FP32] = pl.yield_(padded)
        else:
            src: pl.Tile[[32, 64], pl.FP32] = pl.yield_(full)
        if cols > 16:
            shifted: pl.Tile[[32, 64], pl.FP32] = pl.sub(src, 1.0)
            res: pl.Tile[[32, 64], pl.FP32] = pl.yield_(shifted)
        else:
            res: pl.Tile[[32, 64], pl.FP32] = pl.yield_(full)
        out = pl.store(res, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        cols: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.masked_max(x, cols, out)
        return out
