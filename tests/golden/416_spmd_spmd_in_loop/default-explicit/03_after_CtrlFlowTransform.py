# pypto.program: SpmdInLoop
import pypto.language as pl

@pl.program
class SpmdInLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def step(x: pl.Tensor[[128, 64], pl.FP32], out: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(out, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t, u)
        out: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(r, [b * 32, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for k in pl.range(3):
            with pl.spmd(4):
                out: pl.Tensor[[128, 64], pl.FP32] = self.step(x, out)
        return out
