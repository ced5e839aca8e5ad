# expect-error: SSA verification fails after ConvertToSSA (rows is first defined in the loop body and read after the loop)
# The dim alias reassigned inside a loop: the new variable exists only in the loop body, so its
# iter_arg starts from a free placeholder, which the SSA verifier rejects, as in the reference.
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class DimRebind:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[N, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [n, 0], [16, 64])
        y = pl.store(t, [n, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        rows = pl.tensor.dim(x, 0)
        for j in pl.range(2):
            rows = rows - 16
        for i in pl.range(rows // 16):
            y = self.k(x, i * 16, y)
        return y
