# Two spmd launches in a manual scope and no return after them: the outliner exports what the last
# launch defines (a runtime scope does not confine its names).
import pypto.language as pl


@pl.program
class SpmdTid:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        b = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
        r: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        out = pl.store(r, [b * 32, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
        out2: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.manual_scope():
            with pl.spmd(4, name_hint="stage1") as tid0:
                out = self.kernel(x, out)
            with pl.spmd(4, name_hint="stage2", deps=[tid0]) as tid1:
                out2 = self.kernel(out, out2)
