# pypto.program: UnrollOrch
import pypto.language as pl

@pl.program
class UnrollOrch:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[64, 64], pl.FP32], i: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [i * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for v in pl.range(2):
            out: pl.Tensor[[64, 64], pl.FP32] = self.kern(x, pl.const(0, pl.INDEX) * pl.const(2, pl.INDEX) + v, out)
        for v in pl.range(2):
            out: pl.Tensor[[64, 64], pl.FP32] = self.kern(x, pl.const(1, pl.INDEX) * pl.const(2, pl.INDEX) + v, out)
        return out
