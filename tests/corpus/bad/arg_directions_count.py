# error: 25:39: attrs['arg_directions'] length (1) on call to 'kernel' must match positional arg count (2)
# (one call-site direction per positional argument)
import pypto.language as pl


@pl.program
class ArgDirectionsCount:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        ret: pl.Tensor[[64], pl.FP32] = pl.store(t, [0], out)
        return ret

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        dst: pl.Tensor[[64], pl.FP32],
    ) -> pl.Tensor[[64], pl.FP32]:
        # the callee takes two tensors; only one direction is given
        r: pl.Tensor[[64], pl.FP32] = self.kernel(
            x, dst, attrs={"arg_directions": [pl.adir.input]})
        return r
