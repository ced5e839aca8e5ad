# pypto.program: ReserveBufferDefaultBase
import pypto.language as pl

@pl.program
class ReserveBufferDefaultBase:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 16], pl.FP16], out__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]):
        c2v__ssa_v0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='c2v', peer_func='vector')
        v2c__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=4096, base=-1)
        pl.system.aic_initialize_pipe(c2v__ssa_v0, v2c__ssa_v0, dir_mask=3, slot_size=1024)
        a_mat__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        prod__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, b_r__ssa_v0)
        pl.tile.tpush_to_aiv(prod__ssa_v0, split=0)
        bias__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(bias__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 16], pl.FP16], out__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]):
        c2v__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=-1)
        v2c__ssa_v0: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c', peer_func='cube')
        pl.system.aiv_initialize_pipe(c2v__ssa_v0, v2c__ssa_v0, dir_mask=3, slot_size=1024)
        prod__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        act__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(prod__ssa_v0)
        pl.tile.tpush_to_aic(act__ssa_v0, split=0)
        pl.system.tfree_to_aic(prod__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(act__ssa_v0, [0, 0], out__ssa_v0)
