# pypto.program: DumpTagSplitRegion
import pypto.language as pl

@pl.program
class DumpTagSplitRegion:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[a]):
            for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                offset: pl.Scalar[pl.INDEX] = aiv_id * 128
                t: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [offset, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
                out: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(t, [offset, 0], out)
        return out
