import pypto.language as pl


@pl.program
class OrchPingPongBuffers:
    @pl.function(type=pl.FunctionType.InCore)
    def relax(
        self,
        cur: pl.Tensor[[64, 128], pl.FP32],
        src: pl.Tensor[[64, 128], pl.FP32],
        nxt: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for r in pl.range(2):
            c: pl.Tile[[32, 128], pl.FP32] = pl.load(cur, [r * 32, 0], [32, 128])
            s: pl.Tile[[32, 128], pl.FP32] = pl.load(src, [r * 32, 0], [32, 128])
            h: pl.Tile[[32, 128], pl.FP32] = pl.mul(c, 0.75)
            q: pl.Tile[[32, 128], pl.FP32] = pl.mul(s, 0.25)
            n: pl.Tile[[32, 128], pl.FP32] = pl.add(h, q)
            nxt = pl.store(n, [r * 32, 0], nxt)
        return nxt

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        src: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for it, (cur,) in pl.range(6, init_values=(x,)):
            nxt: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)
            nxt = self.relax(cur, src, nxt)
            fin: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(nxt)
        y = self.relax(fin, src, y)
        return y
