# pypto.program: KernelMixedBranch
import pypto.language as pl

@pl.program
class KernelMixedBranch:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gated(x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        x_v__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        w_mat__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat__ssa_v0, target_memory=pl.Mem.Right)
        if 0 < flag__ssa_v0:
            x_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_v__ssa_v0, target_memory=pl.Mem.Left)
            acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_l__ssa_v0, w_r__ssa_v0)
            res__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            res__phi_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(res__ssa_v0)
        else:
            res__ssa_v1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(x_v__ssa_v0, target_type=pl.FP32, mode='round')
            res__phi_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(res__ssa_v1)
        y__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(res__phi_v2)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 64], pl.FP16], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.gated(x__ssa_v0, w__ssa_v0, flag__ssa_v0, out__ssa_v0)
        return out__ssa_v1
