# pypto.program: DynTimesTwo
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class DynTimesTwo:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(a: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(pl.tile.exp(t), [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        w: pl.Tensor[[N * pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tensor.create([N * 2, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        w2: pl.Tensor[[N * pl.const(2, pl.INDEX) * pl.const(2, pl.INDEX), 64], pl.FP32] = self.kern(w, w)
        o: pl.Tensor[[N, 64], pl.FP32] = self.kern(x, x)
        return o
