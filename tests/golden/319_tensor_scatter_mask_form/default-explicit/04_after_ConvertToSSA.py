# pypto.program: ScatterMask
import pypto.language as pl

@pl.program
class ScatterMask:
    @pl.function
    def main(self, even__ssa_v0: pl.Tensor[[8, 32], pl.FP32], quarter__ssa_v0: pl.Tensor[[8, 16], pl.FP32], dst__ssa_v0: pl.Tensor[[8, 64], pl.FP32], output__ssa_v0: pl.Out[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out__ssa_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter_mask(even__ssa_v0, dst__ssa_v0, mask_pattern=1)
            out__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter_mask(quarter__ssa_v0, out__ssa_v0, mask_pattern=4)
            output__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(output__ssa_v0, out__ssa_v1, [0, 0])
        return output__ssa_v1
