# pl.cmp on tensors in a scope, against a scalar and against a tensor: the
# reference's tensor.cmp (no tensor.cmps), lowered to a compare mask and a select.
import pypto.language as pl


@pl.program
class TensorCmp:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pos: pl.Tensor[[32, 128], pl.FP32] = pl.cmp(x, 0.0, cmp_type=4)
            ge: pl.Tensor[[32, 128], pl.FP32] = pl.cmp(x, y, cmp_type=5)
            m: pl.Tensor[[32, 128], pl.FP32] = pl.mul(pos, ge)
            r: pl.Tensor[[32, 128], pl.FP32] = pl.mul(x, m)
            out = pl.assemble(out, r, [0, 0])
        return out
