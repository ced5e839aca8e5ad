# pl.dump_tag on an argument of an Inline helper that launches a kernel: the tag moves onto the kernel call.
import pypto.language as pl


@pl.program
class MinDumpTagInlineCall:
    @pl.function(type=pl.FunctionType.InCore)
    def relu_k(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        r: pl.Tile[[16, 64], pl.FP32] = pl.relu(t)
        o = pl.store(r, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Inline)
    def stage(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        o = self.relu_k(a, o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        pl.dump_tag(x)
        y = self.stage(x, y)
        return y
