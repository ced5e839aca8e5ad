# pypto.program: ExplicitFftsSync
import pypto.language as pl

@pl.program
class ExplicitFftsSync:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def kernel_aic(workspace__ssa_v0: pl.Tensor[[256], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], x__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], w__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)], staged__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)]]):
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        pl.system.set_ffts(workspace__ssa_v0)
        pl.system.sync_wait(5, pipe=pl.PipeType.MTE2, core_type='aic')
        a_mat__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_5, pl.const(0, pl.INT64), 512), pl.Mem.Mat] = pl.tile.load(staged__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_6, pl.const(512, pl.INT64), 512), pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 512), pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 512), pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        prod__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, b_r__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = pl.tile.store(prod__ssa_v0, [0, 0], out__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def kernel_aiv(workspace__ssa_v0: pl.Tensor[[256], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], x__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], w__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)], staged__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if subblock_idx == 0:
            pl.system.set_ffts(workspace__ssa_v0)
            t__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            e__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
            staged__ssa_v1: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)] = pl.tile.store(e__ssa_v0, [0, 0], staged__ssa_v0)
            pl.system.sync_set(5, pipe=pl.PipeType.MTE3, ffts_mode=2, core_type='aiv')
            return out__ssa_v0
        else:
            pl.system.set_ffts(workspace__ssa_v0)
            t__ssa_v0_1: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 16], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            e__ssa_v0_1: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 512), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.exp(t__ssa_v0_1)
            staged__ssa_v1_1: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 512)] = staged__ssa_v0
            pl.system.sync_set(5, pipe=pl.PipeType.MTE3, ffts_mode=2, core_type='aiv')
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def kernel(workspace__ssa_v0: pl.Tensor[[256], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], x__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], w__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)], staged__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.kernel_aic(workspace__ssa_v0, x__ssa_v0, w__ssa_v0, staged__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        self.kernel_aiv(workspace__ssa_v0, x__ssa_v0, w__ssa_v0, staged__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, workspace__ssa_v0: pl.Tensor[[256], pl.INT64, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], x__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], w__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 512)], staged__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 512)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)] = self.kernel(workspace__ssa_v0, x__ssa_v0, w__ssa_v0, staged__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.output_existing]})
        return out__ssa_v1
