# pypto.program: QuantInt8MatmulDequant
import pypto.language as pl

@pl.program
class QuantInt8MatmulDequant:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def dequant(acc: pl.Tensor[[32, 64], pl.INT32], xs: pl.Tensor[[32, 1], pl.FP32], ws: pl.Tensor[[1, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        ai: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(acc, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        af: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(ai, target_type=pl.FP32, mode='round')
        sx: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(xs, [0, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
        sw: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(ws, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        r1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_mul(af, sx)
        r2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.col_expand_mul(r1, sw)
        rb: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(r2, target_type=pl.BF16, mode='round')
        done: pl.Tensor[[32, 64], pl.BF16] = pl.tile.store(rb, [0, 0], y)
        return done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def imatmul(xq: pl.Tensor[[32, 128], pl.INT8], wq: pl.Tensor[[128, 64], pl.INT8], acc_out: pl.Out[pl.Tensor[[32, 64], pl.INT32]]) -> pl.Tensor[[32, 64], pl.INT32]:
        a_l1: pl.Tile[[32, 128], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(xq, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[128, 64], pl.INT8, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(wq, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[32, 128], pl.INT8, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_l1, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[128, 64], pl.INT8, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_l1, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l0, b_l0)
        done: pl.Tensor[[32, 64], pl.INT32] = pl.tile.store(c, [0, 0], acc_out)
        return done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def quantize(x: pl.Tensor[[32, 128], pl.FP32], xq: pl.Out[pl.Tensor[[32, 128], pl.INT8]], xs: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.INT8], pl.Tensor[[32, 1], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.abs(t)
        work: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        amax: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(a, work)
        amax2: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximums(amax, 1.0000000000000001e-05)
        scale: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(amax2, 0.0078740159999999993)
        q: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_div(t, scale)
        qh: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(q, target_type=pl.FP16, mode='rint')
        qi: pl.Tile[[32, 128], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(qh, target_type=pl.INT8, mode='trunc')
        xq_done: pl.Tensor[[32, 128], pl.INT8] = pl.tile.store(qi, [0, 0], xq)
        xs_done: pl.Tensor[[32, 1], pl.FP32] = pl.tile.store(scale, [0, 0], xs)
        return xq_done, xs_done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], wq: pl.Tensor[[128, 64], pl.INT8], ws: pl.Tensor[[1, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        xq: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.create([32, 128], dtype=pl.INT8, layout=pl.TensorLayout.ND)
        xs: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.create([32, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp: pl.Tuple[pl.Tensor[[32, 128], pl.INT8], pl.Tensor[[32, 1], pl.FP32]] = self.quantize(x, xq, xs)
        xq: pl.Tensor[[32, 128], pl.INT8] = _tuple_tmp[0]
        xs: pl.Tensor[[32, 1], pl.FP32] = _tuple_tmp[1]
        acc: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.create([32, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        acc: pl.Tensor[[32, 64], pl.INT32] = self.imatmul(xq, wq, acc)
        y: pl.Tensor[[32, 64], pl.BF16] = self.dequant(acc, xs, ws, y)
        return y
