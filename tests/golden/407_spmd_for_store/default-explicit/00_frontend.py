# pypto.program: SpmdForStore
import pypto.language as pl

@pl.program
class SpmdForStore:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        for i in pl.spmd(4):
            offset: pl.Scalar[pl.INDEX] = i * 128
            tile_a: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [offset, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
            tile_b: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(tile_a)
            out: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(tile_b, [offset, 0], out)
        return out
