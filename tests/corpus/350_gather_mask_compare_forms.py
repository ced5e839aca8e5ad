import pypto.language as pl


@pl.program
class GatherForms:
    """Mask-form and compare-form tensor gathers, via both spellings."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[4, 32], pl.FP16],
        b: pl.Tensor[[8, 64], pl.FP32],
        keys: pl.Tensor[[8, 32], pl.FP32],
        thr: pl.Tensor[[1], pl.FP32],
        o1: pl.Out[pl.Tensor[[4, 8], pl.FP16]],
        o2: pl.Out[pl.Tensor[[8, 64], pl.FP32]],
        o3: pl.Out[pl.Tensor[[8, 4], pl.INT32]],
        o4: pl.Out[pl.Tensor[[1, 8], pl.UINT32]],
    ) -> tuple[
        pl.Tensor[[4, 8], pl.FP16],
        pl.Tensor[[8, 64], pl.FP32],
        pl.Tensor[[8, 4], pl.INT32],
        pl.Tensor[[1, 8], pl.UINT32],
    ]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q = pl.tensor.gather(a, mask_pattern=pl.tile.MaskPattern.P0010)
            all_cols = pl.gather(b, mask_pattern=7)
            k: pl.Scalar[pl.FP32] = pl.tensor.read(thr, [0])
            idx, cnt = pl.gather(
                keys, kvalue=k, cmp_mode="ge", out_cols=4, offset=2, count_dtype=pl.UINT32
            )
            o1 = pl.assemble(o1, q, [0, 0])
            o2 = pl.assemble(o2, all_cols, [0, 0])
            o3 = pl.assemble(o3, idx, [0, 0])
            o4 = pl.assemble(o4, cnt, [0, 0])
        return o1, o2, o3, o4
