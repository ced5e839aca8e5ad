# pypto.program: GroupMemberReadsLoopIterArg
import pypto.language as pl

@pl.program
class GroupMemberReadsLoopIterArg:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[128, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 8192)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 16384)
        a1__ssa_v0: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 2048), pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [r__idx_v0__FREE_VAR * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        b1__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_mat_4, pl.const(2048, pl.INT64), 8192), pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        a0__ssa_v0: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 2048), pl.Mem.Left] = pl.tile.move(a1__ssa_v0, target_memory=pl.Mem.Left)
        b0__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 8192), pl.Mem.Right] = pl.tile.move(b1__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 16384), pl.Mem.Acc] = pl.tile.matmul(a0__ssa_v0, b0__ssa_v0)
        cd__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 16384)] = pl.tile.store(acc__ssa_v0, [0, 0], mid__ssa_v0__FREE_VAR)
        return cd__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(a__ssa_v0: pl.Tensor[[128, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(mid__ssa_v1__FREE_VAR, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        v1__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sqrt(t__ssa_v0)
        v2__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.sub(v1__ssa_v0, t__ssa_v0)
        od__ssa_v0: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = pl.tile.store(v2__ssa_v0, [r__idx_v0__FREE_VAR * 32, 0], out__iter_v1__FREE_VAR)
        return od__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main(a__ssa_v0: pl.Tensor[[128, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            mid__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            mid__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = self.cube(a__ssa_v0, b__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
            out__ssa_v3: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 65536)] = self.vec(a__ssa_v0, b__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
            out__rv_v2: pl.Tensor[[128, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 65536)] = pl.yield_(out__ssa_v3)
        return out__ssa_v0
