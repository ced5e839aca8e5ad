# error: 13:5: Function 'accum' has func_type=AIC which implies level=AIC, but explicit level=AIV was provided
# (the reference rejects it with the same words)
# pypto.program: AccumDemo
import pypto.language as pl


# A program in pass-dump form (SSA, after address allocation): allocations at
# the top of the kernel, Ptr bases printed bare, DDR bases quoted, physical
# offsets, an if-phi inside a loop with iter_args (the design notes' example C).
@pl.program
class AccumDemo:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def accum(
        self,
        a: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 2048)],
        n: pl.Scalar[pl.INDEX],
        o: pl.Out[pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)]],
    ) -> pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        zero: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.range(n, init_values=(zero,)):
            row: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_3, 2048, 2048), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
            if i < 4:
                nxt: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.tile.add(acc, row)
                pick: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.yield_(nxt)
            else:
                pick: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.yield_(acc)
            acc_out: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 2048), pl.Mem.Vec] = pl.yield_(pick)
        res: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 2048)] = pl.tile.store(acc_out, [0, 0], o)
        return res
