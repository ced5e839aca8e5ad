# pypto.program: OrchIfTwoKernels
import pypto.language as pl

@pl.program
class OrchIfTwoKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x: pl.Tensor[[32, 64], pl.FP32], f: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t, f)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift(x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(t, 1.0)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], mode: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        tmp: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        if mode == 0:
            tmp: pl.Tensor[[32, 64], pl.FP32] = self.scale(x, 2.0, tmp)
        else:
            tmp: pl.Tensor[[32, 64], pl.FP32] = self.shift(x, tmp)
        out: pl.Tensor[[32, 64], pl.FP32] = self.shift(tmp, out)
        return out
