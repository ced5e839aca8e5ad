# pl.dump_tag through two levels of Inline helpers: the tag rides the forwarded call to the kernel launch.
import pypto.language as pl


@pl.program
class DumpTagNestedInline:
    @pl.function(type=pl.FunctionType.InCore)
    def relu_k(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [0, 0], [16, 128])
        s: pl.Tile[[16, 128], pl.FP32] = pl.relu(t)
        o = pl.store(s, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Inline)
    def inner(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        o = self.relu_k(a, o)
        return o

    @pl.function(type=pl.FunctionType.Inline)
    def outer(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        o = self.inner(a, o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        pl.dump_tag(x)
        y = self.outer(x, y)
        return y
