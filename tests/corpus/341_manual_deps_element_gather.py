import pypto.language as pl

ROWS = 128
COLS = 64
LANES = 4
STRIPE = 32
EDGE = 3


@pl.program
class ElementGather:
    @pl.function(type=pl.FunctionType.InCore)
    def neg_stripe(
        self,
        src: pl.Tensor[[ROWS, COLS], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        dst: pl.Out[pl.Tensor[[ROWS, COLS], pl.FP32]],
    ) -> pl.Tensor[[ROWS, COLS], pl.FP32]:
        t: pl.Tile[[STRIPE, COLS], pl.FP32] = pl.load(src, [row, 0], [STRIPE, COLS])
        s: pl.Tile[[STRIPE, COLS], pl.FP32] = pl.neg(t)
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
            tids = pl.array.create(LANES, pl.TASK_ID)
            for lane in pl.parallel(LANES):
                row: pl.Scalar[pl.INDEX] = lane * STRIPE
                mid, tid = pl.submit(self.neg_stripe, x, row, mid)
                tids[lane] = tid
            # Interior stripes wait for their two neighbours only.
            for lane in pl.parallel(1, EDGE):
                row: pl.Scalar[pl.INDEX] = lane * STRIPE
                y, _ = pl.submit(
                    self.neg_stripe, mid, row, y, deps=[tids[lane - 1], tids[lane + 1]]
                )
            # The edge stripes wait for every stripe but the last.
            y, _ = pl.submit(self.neg_stripe, mid, 0, y, deps=[tids[k] for k in range(LANES) if k != EDGE])
            last: pl.Scalar[pl.INDEX] = EDGE * STRIPE
            y, _ = pl.submit(self.neg_stripe, mid, last, y, deps=[tids[k] for k in (0, 1, 2)])
        return y
