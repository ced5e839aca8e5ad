# pypto.program: IfBranchesBindOtherNames
import pypto.language as pl

@pl.program
class IfBranchesBindOtherNames:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick_rows(x: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        if k > 2:
            row, start = pl.yield_(k * 16 - 32)
        else:
            row, start = pl.yield_(0)
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.pick_rows(x, k, out)
        return out
