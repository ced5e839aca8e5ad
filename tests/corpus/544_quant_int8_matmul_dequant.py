import pypto.language as pl


@pl.program
class QuantInt8MatmulDequant:
    @pl.function(type=pl.FunctionType.InCore)
    def quantize(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        xq: pl.Out[pl.Tensor[[32, 128], pl.INT8]],
        xs: pl.Out[pl.Tensor[[32, 1], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 128], pl.INT8], pl.Tensor[[32, 1], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        a: pl.Tile[[32, 128], pl.FP32] = pl.abs(t)
        work: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        amax: pl.Tile[[32, 1], pl.FP32] = pl.row_max(a, work)
        amax2: pl.Tile[[32, 1], pl.FP32] = pl.maximums(amax, 1e-5)
        scale: pl.Tile[[32, 1], pl.FP32] = pl.mul(amax2, 0.007874016)
        q: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_div(t, scale)
        qh: pl.Tile[[32, 128], pl.FP16] = pl.cast(q, pl.FP16, mode="rint")
        qi: pl.Tile[[32, 128], pl.INT8] = pl.cast(qh, pl.INT8, mode="trunc")
        xq_done: pl.Tensor[[32, 128], pl.INT8] = pl.store(qi, [0, 0], xq)
        xs_done: pl.Tensor[[32, 1], pl.FP32] = pl.store(scale, [0, 0], xs)
        return xq_done, xs_done

    @pl.function(type=pl.FunctionType.InCore)
    def imatmul(
        self,
        xq: pl.Tensor[[32, 128], pl.INT8],
        wq: pl.Tensor[[128, 64], pl.INT8],
        acc_out: pl.Out[pl.Tensor[[32, 64], pl.INT32]],
    ) -> pl.Tensor[[32, 64], pl.INT32]:
        a_l1: pl.Tile[[32, 128], pl.INT8] = pl.load(xq, [0, 0], [32, 128], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[128, 64], pl.INT8] = pl.load(wq, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[32, 128], pl.INT8] = pl.move(a_l1, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[128, 64], pl.INT8] = pl.move(b_l1, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 64], pl.INT32] = pl.matmul(a_l0, b_l0)
        done: pl.Tensor[[32, 64], pl.INT32] = pl.store(c, [0, 0], acc_out)
        return done

    @pl.function(type=pl.FunctionType.InCore)
    def dequant(
        self,
        acc: pl.Tensor[[32, 64], pl.INT32],
        xs: pl.Tensor[[32, 1], pl.FP32],
        ws: pl.Tensor[[1, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.BF16]],
    ) -> pl.Tensor[[32, 64], pl.BF16]:
        ai: pl.Tile[[32, 64], pl.INT32] = pl.load(acc, [0, 0], [32, 64])
        af: pl.Tile[[32, 64], pl.FP32] = pl.cast(ai, pl.FP32)
        sx: pl.Tile[[32, 1], pl.FP32] = pl.load(xs, [0, 0], [32, 1])
        sw: pl.Tile[[1, 64], pl.FP32] = pl.load(ws, [0, 0], [1, 64])
        r1: pl.Tile[[32, 64], pl.FP32] = pl.row_expand_mul(af, sx)
        r2: pl.Tile[[32, 64], pl.FP32] = pl.col_expand_mul(r1, sw)
        rb: pl.Tile[[32, 64], pl.BF16] = pl.cast(r2, pl.BF16, mode="round")
        done: pl.Tensor[[32, 64], pl.BF16] = pl.store(rb, [0, 0], y)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        wq: pl.Tensor[[128, 64], pl.INT8],
        ws: pl.Tensor[[1, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.BF16]],
    ) -> pl.Tensor[[32, 64], pl.BF16]:
        xq: pl.Tensor[[32, 128], pl.INT8] = pl.create_tensor([32, 128], dtype=pl.INT8)
        xs: pl.Tensor[[32, 1], pl.FP32] = pl.create_tensor([32, 1], dtype=pl.FP32)
        xq, xs = self.quantize(x, xq, xs)
        acc: pl.Tensor[[32, 64], pl.INT32] = pl.create_tensor([32, 64], dtype=pl.INT32)
        acc = self.imatmul(xq, wq, acc)
        y = self.dequant(acc, xs, ws, y)
        return y
