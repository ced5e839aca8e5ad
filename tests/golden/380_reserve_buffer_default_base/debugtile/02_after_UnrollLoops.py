# pypto.program: ReserveBufferDefaultBase
import pypto.language as pl

@pl.program
class ReserveBufferDefaultBase:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 16], pl.FP16], out: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]):
        c2v: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='c2v', peer_func='vector')
        v2c: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=4096, base=-1)
        pl.system.aic_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=1024)
        a_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
        prod: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        pl.tile.tpush_to_aiv(prod, split=0)
        bias: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(bias)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 16], pl.FP16], out: pl.InOut[pl.Tensor[[16, 16], pl.FP32]]):
        c2v: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=-1)
        v2c: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c', peer_func='cube')
        pl.system.aiv_initialize_pipe(c2v, v2c, dir_mask=3, slot_size=1024)
        prod: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        act: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(prod)
        pl.tile.tpush_to_aic(act, split=0)
        pl.system.tfree_to_aic(prod)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(act, [0, 0], out)
