# pypto.program: GroupVecThenCube
import pypto.language as pl

@pl.program
class GroupVecThenCube:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        hm__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(h__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        wm__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        hl__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(hm__ssa_v0, target_memory=pl.Mem.Left)
        wr__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(wm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(hl__ssa_v0, wr__ssa_v0)
        yd__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], y__ssa_v0)
        return yd__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def prep(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP16]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t__ssa_v0)
        c__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.cast(r__ssa_v0, target_type=pl.FP16, mode='round')
        hd__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tile.store(c__ssa_v0, [0, 0], h__ssa_v0)
        return hd__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def pair(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        h__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.create([32, 64], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        h__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = self.prep(x__ssa_v0, h__ssa_v0)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.cube(h__ssa_v1, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.pair(x__ssa_v0, w__ssa_v0, y__ssa_v0)
        return y__ssa_v1
