import pypto.language as pl


@pl.program
class DumpTagSplitRegion:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        pl.dump_tag(a)
        for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            offset = aiv_id * 128
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [offset, 0], [128, 128])
            out = pl.store(t, [offset, 0], out)
        return out
