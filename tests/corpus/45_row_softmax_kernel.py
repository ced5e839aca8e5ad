import pypto.language as pl


# Explicit InCore softmax over rows with scratch tiles for the reductions,
# launched by an orchestration function (the design notes' example B).
@pl.program
class RowSoftmax:
    @pl.function(type=pl.FunctionType.InCore)
    def softmax_rows(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        work: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32)
        mx: pl.Tile[[32, 1], pl.FP32] = pl.row_max(t, work)
        shifted: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_sub(t, mx)
        ex: pl.Tile[[32, 128], pl.FP32] = pl.exp(shifted)
        total: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(ex, work)
        prob: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_div(ex, total)
        y_done: pl.Tensor[[32, 128], pl.FP32] = pl.store(prob, [0, 0], y)
        return y_done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        y = self.softmax_rows(x, y)
        return y
