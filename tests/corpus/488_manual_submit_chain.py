import pypto.language as pl


@pl.program
class ManualSubmitChain:
    @pl.function(type=pl.FunctionType.InCore)
    def norm_blk(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [b * 32, 0], [32, 128])
        tmp: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[32, 1], pl.FP32] = pl.row_max(t, tmp)
        d: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_div(t, m)
        yd: pl.Tensor[[32, 128], pl.FP32] = pl.store(d, [0, 0], y)
        return yd

    @pl.function(type=pl.FunctionType.InCore)
    def put_blk(
        self,
        src: pl.Tensor[[32, 128], pl.FP32],
        b: pl.Scalar[pl.INDEX],
        out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(src, [0, 0], [32, 128])
        e: pl.Tile[[32, 128], pl.FP32] = pl.exp(t)
        od: pl.Tensor[[128, 128], pl.FP32] = pl.store(e, [b * 32, 0], out)
        return od

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        out: pl.InOut[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for b in pl.range(4):
                tmp: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
                tmp, t0 = pl.submit(self.norm_blk, x, b, tmp)
                out, t1 = pl.submit(self.put_blk, tmp, b, out, deps=[t0])
        return out
