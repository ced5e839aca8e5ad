# pypto.program: AssembleWithoutOffsets
import pypto.language as pl

@pl.program
class AssembleWithoutOffsets:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            e__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.exp(x__ssa_v0)
            buf__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            buf__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(buf__ssa_v0, e__ssa_v0, [])
            y__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, buf__ssa_v1, [0, 0])
        return y__ssa_v1
