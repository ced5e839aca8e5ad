# A K-loop accumulator moved to Vec keeps the NZ layout; an if picks one of two
# vector ops on it and a later chain feeds a second matmul. FlattenTileNdTo2D
# rebuilds the loop result, so everything downstream is re-deduced and carries
# the col_major view that ResolveBackendOpLayouts then wraps in row-major moves.
import pypto.language as pl


@pl.program
class KloopResultIfLayout:
    @pl.function(type=pl.FunctionType.InCore)
    def ffn(
        self,
        a: pl.Tensor[[64, 96], pl.BF16],
        b: pl.Tensor[[96, 32], pl.BF16],
        w2: pl.Tensor[[32, 32], pl.BF16],
        gate: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 32], pl.FP32]],
    ) -> pl.Tensor[[64, 32], pl.FP32]:
        a_m: pl.Tile[[64, 32], pl.BF16] = pl.load(a, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[32, 32], pl.BF16] = pl.load(b, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        acc0: pl.Tile[[64, 32], pl.FP32] = pl.matmul(pl.move(a_m, target_memory=pl.Mem.Left), pl.move(b_m, target_memory=pl.Mem.Right))
        for k, (acc,) in pl.range(1, 3, init_values=(acc0,)):
            ak: pl.Tile[[64, 32], pl.BF16] = pl.load(a, [0, k * 32], [64, 32], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[32, 32], pl.BF16] = pl.load(b, [k * 32, 0], [32, 32], target_memory=pl.Mem.Mat)
            nxt: pl.Tile[[64, 32], pl.FP32] = pl.matmul_acc(acc, pl.move(ak, target_memory=pl.Mem.Left), pl.move(bk, target_memory=pl.Mem.Right))
            acc_out: pl.Tile[[64, 32], pl.FP32] = pl.yield_(nxt)
        h: pl.Tile[[64, 32], pl.FP32] = pl.move(acc_out, target_memory=pl.Mem.Vec)
        if gate > 0:
            g1: pl.Tile[[64, 32], pl.FP32] = pl.exp(h)
            act: pl.Tile[[64, 32], pl.FP32] = pl.yield_(g1)
        else:
            g2: pl.Tile[[64, 32], pl.FP32] = pl.mul(h, 0.5)
            act: pl.Tile[[64, 32], pl.FP32] = pl.yield_(g2)
        shifted: pl.Tile[[64, 32], pl.FP32] = pl.add(act, 1.0)
        low: pl.Tile[[64, 32], pl.BF16] = pl.cast(shifted, pl.BF16)
        low_m: pl.Tile[[64, 32], pl.BF16] = pl.move(low, target_memory=pl.Mem.Mat)
        w_m: pl.Tile[[32, 32], pl.BF16] = pl.load(w2, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        out_acc: pl.Tile[[64, 32], pl.FP32] = pl.matmul(pl.move(low_m, target_memory=pl.Mem.Left), pl.move(w_m, target_memory=pl.Mem.Right))
        y = pl.store(out_acc, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[64, 96], pl.BF16],
        b: pl.Tensor[[96, 32], pl.BF16],
        w2: pl.Tensor[[32, 32], pl.BF16],
        gate: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 32], pl.FP32]],
    ) -> pl.Tensor[[64, 32], pl.FP32]:
        y = self.ffn(a, b, w2, gate, y)
        return y
