# pypto.program: IfResultPadReader
import pypto.language as pl

@pl.program
class IfResultPadReader:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def masked_max(x: pl.Tensor[[32, 64], pl.FP32], cols: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        full: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        if cols < 64:
            part: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, 48])] = pl.tile.load(x, [0, 0], [32, 64], [32, 48], target_memory=pl.Mem.Vec)
            padded: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(part, pad_value=pl.PadValue.max)
            src: pl.Tile[[32, 64], pl.FP32] = pl.yield_(padded)
        else:
            src: pl.Tile[[32, 64], pl.FP32] = pl.yield_(full)
        if cols > 16:
            shifted: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.subs(src, 1.0)
            res: pl.Tile[[32, 64], pl.FP32] = pl.yield_(shifted)
        else:
            res: pl.Tile[[32, 64], pl.FP32] = pl.yield_(full)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(res, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], cols: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.masked_max(x, cols, out)
        return out
