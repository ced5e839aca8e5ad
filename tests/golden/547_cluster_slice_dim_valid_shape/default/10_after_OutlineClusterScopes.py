# pypto.program: ScopeSliceInlineDim
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ScopeSliceInlineDim:
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], b__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        t__tmp_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        blk__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[pl.min(t__tmp_v0 - b__idx_v0 * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.slice(x__ssa_v0, [16, 64], [b__idx_v0 * 16, 0], [pl.min(t__tmp_v1 - b__idx_v0 * 16, 16), 64])
        t__tmp_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        e__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(valid_shape=[pl.min(t__tmp_v2 - b__idx_v0 * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], stride=[], layout=pl.TensorLayout.ND)] = pl.tensor.exp(blk__ssa_v0)
        y__ssa_v3: pl.Tensor[[N, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, e__ssa_v0, [b__idx_v0 * 16, 0])
        return y__iter_v1
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        n__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        for b__idx_v0, (y__iter_v1,) in pl.range((n__ssa_v0 + 15) // 16, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[N, 64], pl.FP32] = self.main_cluster_0(x__ssa_v0, b__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[N, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
        return y__rv_v2
