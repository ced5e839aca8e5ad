# pypto.program: ScriptConveniences
import pypto.language as pl

@pl.program
class ScriptConveniences:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], factor: pl.Scalar[pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        scaled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t, factor)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(scaled, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], factor: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.scale(x, out, factor)
        return out
