import pypto.language as pl


@pl.program
class SubmitLoopTaskIdCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
        row: pl.Scalar[pl.INDEX],
        col: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[32, 32], pl.FP32] = pl.load(x, [row, col], [32, 32])
        r: pl.Tile[[32, 32], pl.FP32] = pl.add(t, t)
        out = pl.store(r, [row, col], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.manual_scope():
            prev_tid = None
            for i in pl.range(4):
                row: pl.Scalar[pl.INDEX] = i * 32
                for j in pl.parallel(4):
                    col: pl.Scalar[pl.INDEX] = j * 32
                    out, prev_tid = pl.submit(self.kern, x, out, row, col, deps=[prev_tid])
        return out
