# pypto.program: DumpTagged
import pypto.language as pl

@pl.program
class DumpTagged:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x: pl.Tensor[[32, 32], pl.FP32], y: pl.Tensor[[32, 32], pl.FP32], out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        pl.system.cacheinvalid(x, [32, 32], [0, 0])
        tx: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ty: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(y, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(tx, ty)
        out: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[32, 32], pl.FP32], y: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        first: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        first: pl.Tensor[[32, 32], pl.FP32] = self.scale(x, y, first)
        second: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        second: pl.Tensor[[32, 32], pl.FP32] = self.scale(first, y, second, attrs={"dump_vars": [first, y]})
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[y, first]):
            t: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.add(second, x)
        return t
