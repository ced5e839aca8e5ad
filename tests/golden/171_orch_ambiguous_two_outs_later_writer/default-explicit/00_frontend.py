# pypto.program: OrchAmbiguousTwoOutsLaterWriter
import pypto.language as pl

@pl.program
class OrchAmbiguousTwoOutsLaterWriter:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def dual(x: pl.Tensor[[16, 64], pl.FP32], a: pl.Out[pl.Tensor[[16, 64], pl.FP32]], b: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        a: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], a)
        b: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], b)
        return b
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x: pl.Tensor[[16, 64], pl.FP32], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        n: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(n, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        a: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        b: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[16, 64], pl.FP32] = self.dual(x, a, b)
        r: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, r)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, r, [0, 0])
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, b, [16, 0])
        return out
