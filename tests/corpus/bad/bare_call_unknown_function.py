# error: 10:13: Unsupported function call: foo(n, -3 + n)
# (the reference rejects any bare call, quoting it as Python's ast.unparse prints it)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 16], pl.FP32]:
        m = foo(n,-3+n)
        return x
