import pypto.language as pl


@pl.program
class TensorScatterForms:
    """The index form of the unified tensor scatter (column positions per row, both
    spellings, operands by keyword) next to its mask form."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        base: pl.Tensor[[8, 64], pl.FP32],
        cols: pl.Tensor[[8, 16], pl.INT32],
        vals: pl.Tensor[[8, 16], pl.FP32],
        half: pl.Tensor[[8, 32], pl.FP16],
        wide: pl.Tensor[[8, 64], pl.FP16],
        o1: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
        o2: pl.Out[pl.Tensor[[8, 64], pl.FP16]],
    ) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            upd = pl.tensor.scatter(base, dim=-1, index=cols, src=vals)
            upd = pl.scatter(upd, index=cols, src=vals, dim=1)
            spread = pl.tensor.scatter(half, mask_pattern=pl.tile.MaskPattern.P0101, dst=wide)
            o1 = pl.assemble(o1, upd, [0, 0])
            o2 = pl.assemble(o2, spread, [0, 0])
        return o1, o2
