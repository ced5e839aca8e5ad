# pypto.program: MatmulVecEpilogue
import pypto.language as pl

@pl.program
class MatmulVecEpilogue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def epilogue(c: pl.Tensor[[32, 64], pl.FP32], bias: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        bt: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(bias, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_add(t, bt)
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(s)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(al, br)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], bias: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c: pl.Tensor[[32, 64], pl.FP32] = self.mm(a, b, c)
        out: pl.Tensor[[32, 64], pl.FP32] = self.epilogue(c, bias, out)
        return out
