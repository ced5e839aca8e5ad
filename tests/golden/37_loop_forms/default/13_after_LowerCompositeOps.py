# pypto.program: LoopForms
import pypto.language as pl

@pl.program
class LoopForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def accumulate(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        zero__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i__idx_v0, (acc,) in pl.range(0, 8, 2, init_values=(zero__ssa_v0,), attrs={"note": "stride two"}):
            blk__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            nxt__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, blk__ssa_v0)
            acc_a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt__ssa_v0)
        for j__idx_v0, (p, q) in pl.parallel(4, init_values=(acc_a, zero__ssa_v0)):
            blk2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [j__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            p2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(p, blk2__ssa_v0)
            q2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(q, blk2__ssa_v0)
            acc_b, low_b = pl.yield_(p2__ssa_v0, q2__ssa_v0)
        for k__idx_v0, (c,) in pl.pipeline(2, 6, stage=2, init_values=(acc_b,)):
            blk3__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [k__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            c2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(c, blk3__ssa_v0)
            acc_c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c2__ssa_v0)
        mixed__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_c, low_b)
        pl.tile.store(mixed__ssa_v0, [0, 0], out__ssa_v0)
        pl.tile.store(mixed__ssa_v0, [0, 0], out__ssa_v0)
        for (w, s) in pl.while_(init_values=(0, mixed__ssa_v0)):
            pl.cond(w < n__ssa_v0)
            s2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(s, 0.5)
            w2__ssa_v0: pl.Scalar[pl.INDEX] = w + 1
            w_end, s_end = pl.yield_(w2__ssa_v0, s2__ssa_v0)
        res__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s_end, [0, 0], out__ssa_v0)
        return res__ssa_v0
    @pl.function
    def count(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i__idx_v0, (total__iter_v1,) in pl.range(n__ssa_v0, init_values=(0,)):
            if i__idx_v0 % 3 == 0:
                continue
            if 100 < i__idx_v0:
                break
            total__ssa_v3: pl.Scalar[pl.INDEX] = total__iter_v1 + i__idx_v0
            total__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(total__ssa_v3)
        k__ssa_v0: pl.Scalar[pl.INDEX] = n__ssa_v0
        for (k__iter_v1,) in pl.while_(init_values=(k__ssa_v0,)):
            pl.cond(1 < k__iter_v1)
            k__ssa_v3: pl.Scalar[pl.INDEX] = k__iter_v1 // 2
            k__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(k__ssa_v3)
        for t__idx_v0 in pl.range(4):
            if t__idx_v0 == 2:
                pl.system.bar_all()
        if k__rv_v2 < total__rv_v2:
            big__ssa_v0: pl.Scalar[pl.INDEX] = total__rv_v2 - k__rv_v2
            r__rv_v0: pl.Scalar[pl.INDEX] = pl.yield_(big__ssa_v0)
        else:
            r__rv_v0: pl.Scalar[pl.INDEX] = pl.yield_(k__rv_v2)
        return r__rv_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.accumulate(x__ssa_v0, n__ssa_v0, out__ssa_v0)
        return out__ssa_v1
