# error: 16:13: workspace must have INT64 dtype, got
# (the reference: "system.set_ffts workspace must have INT64 dtype, got int32")
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        ws: pl.Tensor[[256], pl.INT32],
        x: pl.Tensor[[16, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            pl.system.set_ffts(ws)
            o = pl.assemble(o, x, [0, 0])
        return o
