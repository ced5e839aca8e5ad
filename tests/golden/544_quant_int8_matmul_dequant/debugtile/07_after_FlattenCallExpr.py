# pypto.program: QuantInt8MatmulDequant
import pypto.language as pl

@pl.program
class QuantInt8MatmulDequant:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def dequant(acc__ssa_v0: pl.Tensor[[32, 64], pl.INT32], xs__ssa_v0: pl.Tensor[[32, 1], pl.FP32], ws__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        ai__ssa_v0: pl.Tile[[32, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(acc__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        af__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(ai__ssa_v0, target_type=pl.FP32, mode='round')
        sx__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.load(xs__ssa_v0, [0, 0], [32, 1], [32, 1], target_memory=pl.Mem.Vec)
        sw__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(ws__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        r1__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(af__ssa_v0, sx__ssa_v0)
        r2__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(r1__ssa_v0, sw__ssa_v0)
        rb__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(r2__ssa_v0, target_type=pl.BF16, mode='round')
        done__ssa_v0: pl.Tensor[[32, 64], pl.BF16] = pl.tile.store(rb__ssa_v0, [0, 0], y__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def imatmul(xq__ssa_v0: pl.Tensor[[32, 128], pl.INT8], wq__ssa_v0: pl.Tensor[[128, 64], pl.INT8], acc_out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.INT32]]) -> pl.Tensor[[32, 64], pl.INT32]:
        a_l1__ssa_v0: pl.Tile[[32, 128], pl.INT8, pl.Mem.Mat] = pl.tile.load(xq__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        b_l1__ssa_v0: pl.Tile[[128, 64], pl.INT8, pl.Mem.Mat] = pl.tile.load(wq__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        a_l0__ssa_v0: pl.Tile[[32, 128], pl.INT8, pl.Mem.Left] = pl.tile.move(a_l1__ssa_v0, target_memory=pl.Mem.Left)
        b_l0__ssa_v0: pl.Tile[[128, 64], pl.INT8, pl.Mem.Right] = pl.tile.move(b_l1__ssa_v0, target_memory=pl.Mem.Right)
        c__ssa_v0: pl.Tile[[32, 64], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(a_l0__ssa_v0, b_l0__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.INT32] = pl.tile.store(c__ssa_v0, [0, 0], acc_out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def quantize(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], xq__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.INT8]], xs__ssa_v0: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.INT8], pl.Tensor[[32, 1], pl.FP32]]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t__ssa_v0)
        work__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        amax__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(a__ssa_v0, work__ssa_v0)
        amax2__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(amax__ssa_v0, 1.0000000000000001e-05)
        scale__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(amax2__ssa_v0, 0.0078740159999999993)
        q__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(t__ssa_v0, scale__ssa_v0)
        qh__ssa_v0: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(q__ssa_v0, target_type=pl.FP16, mode='rint')
        qi__ssa_v0: pl.Tile[[32, 128], pl.INT8, pl.Mem.Vec] = pl.tile.cast(qh__ssa_v0, target_type=pl.INT8, mode='trunc')
        xq_done__ssa_v0: pl.Tensor[[32, 128], pl.INT8] = pl.tile.store(qi__ssa_v0, [0, 0], xq__ssa_v0)
        xs_done__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tile.store(scale__ssa_v0, [0, 0], xs__ssa_v0)
        return xq_done__ssa_v0, xs_done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], wq__ssa_v0: pl.Tensor[[128, 64], pl.INT8], ws__ssa_v0: pl.Tensor[[1, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        xq__ssa_v0: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.create([32, 128], dtype=pl.INT8, layout=pl.TensorLayout.ND)
        xs__ssa_v0: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.create([32, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32, 128], pl.INT8], pl.Tensor[[32, 1], pl.FP32]] = self.quantize(x__ssa_v0, xq__ssa_v0, xs__ssa_v0)
        xq__ssa_v1: pl.Tensor[[32, 128], pl.INT8] = _tuple_tmp__ssa_v0[0]
        xs__ssa_v1: pl.Tensor[[32, 1], pl.FP32] = _tuple_tmp__ssa_v0[1]
        acc__ssa_v0: pl.Tensor[[32, 64], pl.INT32] = pl.tensor.create([32, 64], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        acc__ssa_v1: pl.Tensor[[32, 64], pl.INT32] = self.imatmul(xq__ssa_v1, wq__ssa_v0, acc__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.BF16] = self.dequant(acc__ssa_v1, xs__ssa_v1, ws__ssa_v0, y__ssa_v0)
        return y__ssa_v1
