import pypto.language as pl


@pl.program
class MinIfPhiStandaloneMerge:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        t: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        done: pl.Tensor[[16, 64], pl.FP32] = pl.store(a, [0, 0], t)
        return done

    @pl.function(type=pl.FunctionType.InCore)
    def refine(
        self,
        src: pl.Tensor[[16, 64], pl.FP32],
        res: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32] = pl.load(src, [0, 0], [16, 64])
        for k in pl.range(2):
            acc = pl.add(acc, acc)
        done: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc, [0, 0], res)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        if flag > 0:
            t = self.fill(x, t)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        res = self.refine(t, res)
        out = self.fill(res, out)
        return out
