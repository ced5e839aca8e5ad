import pypto.language as pl


@pl.program
class SoftmaxScratchKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def row_softmax(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [row, 0], [16, 128])
        work: pl.Tile[[16, 128], pl.FP32] = pl.create_tile([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[16, 1], pl.FP32] = pl.row_max(t, work)
        sh: pl.Tile[[16, 128], pl.FP32] = pl.row_expand_sub(t, mx)
        ex: pl.Tile[[16, 128], pl.FP32] = pl.exp(sh)
        sm: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(ex, work)
        nrm: pl.Tile[[16, 128], pl.FP32] = pl.row_expand_div(ex, sm)
        done: pl.Tensor[[64, 128], pl.FP32] = pl.store(nrm, [row, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for b in pl.range(4):
            out = self.row_softmax(x, b * 16, out)
        return out
