# A Group function forwarding to an InCore kernel that returns a tensor:
# ConvertTensorToTileOps gives the kernel an Out parameter for its result,
# the wrapper mirrors it, and the orchestration caller allocates it per call.
import pypto.language as pl


@pl.program
class WrappedKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self, x: pl.Tensor[[32, 64], pl.FP32], s: pl.Tensor[[32, 64], pl.FP32]
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = pl.mul(x, s)
        return y

    @pl.function(type=pl.FunctionType.Group)
    def scale_group(
        self, x: pl.Tensor[[32, 64], pl.FP32], s: pl.Tensor[[32, 64], pl.FP32]
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = self.scale(x, s)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[32, 64], pl.FP32], s: pl.Tensor[[32, 64], pl.FP32]
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        y: pl.Tensor[[32, 64], pl.FP32] = self.scale_group(x, s)
        z: pl.Tensor[[32, 64], pl.FP32] = self.scale_group(y, s)
        return z
