# A mixed kernel whose matmul result is both stored and sent on to vector work.
import pypto.language as pl


@pl.program
class MixedAccStoreAndVec:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
        raw: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        act: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        am: pl.Tile[[16, 64], pl.BF16] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.BF16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 64], pl.BF16] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.BF16] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 64], pl.FP32] = pl.matmul(al, br)
        raw_d: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc, [0, 0], raw)
        v: pl.Tile[[16, 64], pl.FP32] = pl.move(acc, target_memory=pl.Mem.Vec)
        t: pl.Tile[[16, 64], pl.FP32] = pl.relu(v)
        u: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, v)
        act_d: pl.Tensor[[16, 64], pl.FP32] = pl.store(u, [0, 0], act)
        return raw_d, act_d

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[16, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
        raw: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        act: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        raw, act = self.k(a, b, raw, act)
        return raw, act
