import pypto.language as pl


@pl.program
class LogSoftmax:
    @pl.function(type=pl.FunctionType.InCore)
    def log_softmax(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        t: pl.Tile[[16, 256], pl.FP32] = pl.load(x, [r * 16, 0], [16, 256])
        tmp: pl.Tile[[16, 256], pl.FP32] = pl.create_tile([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[16, 1], pl.FP32] = pl.row_max(t, tmp)
        sh: pl.Tile[[16, 256], pl.FP32] = pl.row_expand_sub(t, mx)
        ex: pl.Tile[[16, 256], pl.FP32] = pl.exp(sh)
        sm: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(ex, tmp)
        lg: pl.Tile[[16, 1], pl.FP32] = pl.log(sm)
        out: pl.Tile[[16, 256], pl.FP32] = pl.row_expand_sub(sh, lg)
        yd: pl.Tensor[[64, 256], pl.FP32] = pl.store(out, [r * 16, 0], y)
        return yd

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        for r in pl.range(4):
            y = self.log_softmax(x, r, y)
        return y
