# A mixed kernel: vector work (scale, cast to BF16) feeds an accumulating matmul in each loop iteration (ExpandMixedKernel splits it into AIC and AIV functions with pipes).
import pypto.language as pl


@pl.program
class MixedV2CInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 256], pl.FP32],
        w: pl.Tensor[[256, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        c0: pl.Tile[[16, 64], pl.FP32] = pl.create_tile([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kk, (acc,) in pl.range(4, init_values=(c0,)):
            xv: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, kk * 64], [16, 64])
            xs: pl.Tile[[16, 64], pl.FP32] = pl.mul(xv, 0.5)
            xb: pl.Tile[[16, 64], pl.BF16] = pl.cast(xs, pl.BF16)
            xm: pl.Tile[[16, 64], pl.BF16] = pl.move(xb, target_memory=pl.Mem.Mat)
            xl: pl.Tile[[16, 64], pl.BF16] = pl.move(xm, target_memory=pl.Mem.Left)
            wm: pl.Tile[[64, 64], pl.BF16] = pl.load(w, [kk * 64, 0], [64, 64], target_memory=pl.Mem.Mat)
            wr: pl.Tile[[64, 64], pl.BF16] = pl.move(wm, target_memory=pl.Mem.Right)
            nx: pl.Tile[[16, 64], pl.FP32] = pl.matmul_acc(acc, xl, wr)
            fin: pl.Tile[[16, 64], pl.FP32] = pl.yield_(nx)
        out = pl.store(fin, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 256], pl.FP32],
        w: pl.Tensor[[256, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.k(x, w, out)
        return out
