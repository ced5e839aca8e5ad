# pypto.program: LoopForms
import pypto.language as pl

@pl.program
class LoopForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def accumulate(x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        zero: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.range(0, 8, 2, init_values=(zero,), attrs={"note": "stride two"}):
            blk: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            nxt: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, blk)
            acc_a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        for j, (p, q) in pl.parallel(4, init_values=(acc_a, zero)):
            blk2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [j * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            p2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(p, blk2)
            q2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(q, blk2)
            acc_b, low_b = pl.yield_(p2, q2)
        for k, (c,) in pl.pipeline(2, 6, stage=2, init_values=(acc_b,)):
            blk3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [k * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            c2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(c, blk3)
            acc_c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c2)
        mixed: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_c, low_b)
        pl.tile.store(mixed, [0, 0], out)
        pl.tile.store(mixed, [0, 0], out)
        for (w, s) in pl.while_(init_values=(0, mixed)):
            pl.cond(w < n)
            s2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(s, 0.5)
            w2: pl.Scalar[pl.INDEX] = w + 1
            w_end, s_end = pl.yield_(w2, s2)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s_end, [0, 0], out)
        return res
    @pl.function
    def count(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        total: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(n):
            if i % 3 == 0:
                continue
            if i > 100:
                break
            total: pl.Scalar[pl.INDEX] = total + i
        k: pl.Scalar[pl.INDEX] = n
        while k > 1:
            k: pl.Scalar[pl.INDEX] = k // 2
        for t in pl.range(4):
            if t == 2:
                pl.system.bar_all()
        if total > k:
            big: pl.Scalar[pl.INDEX] = total - k
            r: pl.Scalar[pl.INDEX] = pl.yield_(big)
        else:
            r: pl.Scalar[pl.INDEX] = pl.yield_(k)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.accumulate(x, n, out)
        return out
