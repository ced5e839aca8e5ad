# error: 18:19: scatter() got an unexpected keyword argument 'target_memory'
# (the mask form takes input, mask_pattern and dst only; the reference: the same words)
import pypto.language as pl


@pl.program
class ScatterMask:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        even: pl.Tensor[[8, 32], pl.FP32],
        quarter: pl.Tensor[[8, 16], pl.FP32],
        dst: pl.Tensor[[8, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
    ) -> pl.Tensor[[8, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out = pl.tensor.scatter(even, mask_pattern=pl.tile.MaskPattern.P0101, dst=dst)
            out = pl.tensor.scatter(quarter, mask_pattern=4, dst=out, target_memory=pl.Mem.Vec)
            output = pl.assemble(output, out, [0, 0])
        return output
