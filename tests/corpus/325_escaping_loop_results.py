# Variables first assigned inside a loop and read after it: the loop carries
# them, starting from a pre-loop variable of the very same type object (as the
# reference compares types by pointer): a store passes on its destination's
# type, so the kernel's loop starts from the Out parameter; a second call of a
# kernel shares its declared return type with the first call's result.
import pypto.language as pl


@pl.program
class EscapingLoopResults:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for i in pl.range(2):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
            out = pl.store(t, [0, 0], c)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        c1: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        first = self.kernel(a, c1)
        for j in pl.range(2):
            c2: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            again = self.kernel(first, c2)
        return again
