# pypto.program: KernelMixedBranch
import pypto.language as pl

@pl.program
class KernelMixedBranch:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gated(x: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        x_v: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        w_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        w_r: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(w_mat, target_memory=pl.Mem.Right)
        if flag > 0:
            x_l: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(x_v, target_memory=pl.Mem.Left)
            acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_l, w_r)
            res: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        else:
            res: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.cast(x_v, target_type=pl.FP32, mode='round')
        y: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(res)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 64], pl.FP16], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.gated(x, w, flag, out)
        return out
