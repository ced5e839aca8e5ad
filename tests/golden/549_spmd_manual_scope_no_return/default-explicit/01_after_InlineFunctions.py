# pypto.program: SpmdTid
import pypto.language as pl

@pl.program
class SpmdTid:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        out: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(r, [b * 32, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]], out2: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            with pl.spmd(4, name_hint="stage1") as tid0:
                out: pl.Tensor[[128, 64], pl.FP32] = self.kernel(x, out)
            with pl.spmd(4, name_hint="stage2", deps=[tid0]) as tid1:
                out2: pl.Tensor[[128, 64], pl.FP32] = self.kernel(out, out2)
