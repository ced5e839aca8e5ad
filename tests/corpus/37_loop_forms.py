import pypto.language as pl


# Every loop form: sequential/parallel/pipeline loops with iter_args and loop
# attrs, an unrolled loop of effect-only stores, while loops with and without
# iter_args, break/continue, an if without else and an if with phi values.
@pl.program
class LoopForms:
    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        zero: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.range(0, 8, 2, init_values=(zero,), attrs={"note": "stride two"}):
            blk: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            nxt: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, blk)
            acc_a: pl.Tile[[16, 64], pl.FP32] = pl.yield_(nxt)
        for j, (p, q) in pl.parallel(4, init_values=(acc_a, zero)):
            blk2: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [j * 16, 0], [16, 64])
            p2: pl.Tile[[16, 64], pl.FP32] = pl.maximum(p, blk2)
            q2: pl.Tile[[16, 64], pl.FP32] = pl.minimum(q, blk2)
            acc_b, low_b = pl.yield_(p2, q2)
        for k, (c,) in pl.pipeline(2, 6, stage=2, init_values=(acc_b,)):
            blk3: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [k * 16, 0], [16, 64])
            c2: pl.Tile[[16, 64], pl.FP32] = pl.sub(c, blk3)
            acc_c: pl.Tile[[16, 64], pl.FP32] = pl.yield_(c2)
        mixed: pl.Tile[[16, 64], pl.FP32] = pl.add(acc_c, low_b)
        for u in pl.unroll(2):
            pl.tile.store(mixed, [0, 0], out)
        for (w, s) in pl.while_(init_values=(0, mixed)):
            pl.cond(w < n)
            s2: pl.Tile[[16, 64], pl.FP32] = pl.mul(s, 0.5)
            w2: pl.Scalar[pl.INDEX] = w + 1
            w_end, s_end = pl.yield_(w2, s2)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(s_end, [0, 0], out)
        return res

    @pl.function
    def count(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        total: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(n):
            if i % 3 == 0:
                continue
            if i > 100:
                break
            total = total + i
        k: pl.Scalar[pl.INDEX] = n
        while k > 1:
            k = k // 2
        for t in pl.range(4):
            if t == 2:
                pl.system.bar_all()
        if total > k:
            big: pl.Scalar[pl.INDEX] = total - k
            r: pl.Scalar[pl.INDEX] = pl.yield_(big)
        else:
            r: pl.Scalar[pl.INDEX] = pl.yield_(k)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.accumulate(x, n, out)
        return out
