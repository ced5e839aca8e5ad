# pypto.program: ScatterMask
import pypto.language as pl

@pl.program
class ScatterMask:
    @pl.function
    def main(self, even: pl.Tensor[[8, 32], pl.FP32], quarter: pl.Tensor[[8, 16], pl.FP32], dst: pl.Tensor[[8, 64], pl.FP32], output: pl.Out[pl.Tensor[[8, 64], pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter_mask(even, dst, mask_pattern=1)
            out: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter_mask(quarter, out, mask_pattern=4)
            output: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(output, out, [0, 0])
        return output
