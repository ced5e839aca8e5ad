import pypto.language as pl


@pl.program
class WhileMixedKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[64, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        br = pl.move(pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        i = 0
        while i < n:
            am = pl.load(a, [i * 16, 0], [16, 64], target_memory=pl.Mem.Mat)
            acc = pl.matmul(pl.move(am, target_memory=pl.Mem.Left), br)
            v = pl.move(acc, target_memory=pl.Mem.Vec)
            out = pl.store(pl.neg(v), [i * 16, 0], out)
            i = i + 1
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, a: pl.Tensor[[64, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        out = self.k(a, b, n, out)
        return out
