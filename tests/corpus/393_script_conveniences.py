"""A kernel file written as a Python script.

The module docstring, the class attribute, the parameter default, the
parenthesised annotations and the script entry guard are plain Python
around the program and leave it unchanged.
"""
import pypto.language as pl


@pl.program
class ScriptConveniences:
    ROWS = 16

    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self,
        x: (pl.Tensor[[16, 64], pl.FP32]),
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        factor: pl.Scalar[pl.FP32] = 2.0,
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: (pl.Tile[[16, 64], pl.FP32]) = pl.load(x, [0, 0], [16, 64])
        scaled: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, factor)
        out = pl.store(scaled, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        factor: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.scale(x, out, factor)
        return out


if __name__ == "__main__":
    print(ScriptConveniences)
