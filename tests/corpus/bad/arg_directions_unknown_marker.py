# error: 16:39: Unknown call-site direction marker 'pl.adir.bogus' in call to 'kernel'
# (the call-site direction markers are pl.adir.input, output, inout, output_existing, no_dep, scalar)
import pypto.language as pl


@pl.program
class ArgDirectionsUnknownMarker:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        ret: pl.Tensor[[64], pl.FP32] = pl.store(t, [0], x)
        return ret

    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        r: pl.Tensor[[64], pl.FP32] = self.kernel(x, attrs={"arg_directions": [pl.adir.bogus]})
        return r
