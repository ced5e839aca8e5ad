import pypto.language as pl

ROWS = 128
COLS = 64
LANES = 4
STRIPE = 32


@pl.program
class StageFanout:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_stripe(
        self,
        src: pl.Tensor[[ROWS, COLS], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        dst: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[STRIPE, COLS], pl.FP32] = pl.load(src, [row, 0], [STRIPE, COLS])
        s: pl.Tile[[STRIPE, COLS], pl.FP32] = pl.mul(t, 2.0)
        r: pl.Tensor[[ROWS, COLS], pl.FP32] = pl.store(s, [row, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.InCore)
    def shift_stripe(
        self,
        src: pl.Tensor[[ROWS, COLS], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        dst: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[STRIPE, COLS], pl.FP32] = pl.load(src, [row, 0], [STRIPE, COLS])
        s: pl.Tile[[STRIPE, COLS], pl.FP32] = pl.add(t, 0.5)
        r: pl.Tensor[[ROWS, COLS], pl.FP32] = pl.store(s, [row, 0], dst)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[ROWS, COLS], pl.FP32],
        mid: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
        y: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        with pl.manual_scope():
            # Stage 1 records one TaskId per stripe.
            stage1 = pl.array.create(LANES, pl.TASK_ID)
            for lane in pl.parallel(LANES):
                row: pl.Scalar[pl.INDEX] = lane * STRIPE
                mid, tid = pl.submit(self.scale_stripe, x, row, mid)
                stage1[lane] = tid
            # Stage 2 waits for every stripe of stage 1 (whole-array fence).
            for rep in pl.range(2):
                for lane in pl.parallel(LANES):
                    row2: pl.Scalar[pl.INDEX] = lane * STRIPE
                    y, _ = pl.submit(self.shift_stripe, mid, row2, y, deps=[stage1])
        return y
