# pypto.program: KeywordOperands
import pypto.language as pl

@pl.program
class KeywordOperands:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def project(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 32], pl.FP16], o__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        ta__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        tw__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        la__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
        lw__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(tw__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la__ssa_v0, lw__ssa_v0)
        out__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], o__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
        d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0, 0.5)
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
        f__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(e__ssa_v0, a__ssa_v0)
        g__ssa_v0: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(f__ssa_v0, target_type=pl.BF16, mode='round')
        h__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.cast(g__ssa_v0, target_type=pl.FP32, mode='round')
        out__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(h__ssa_v0, [r__ssa_v0 * 16, 0], y__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], w__ssa_v0: pl.Tensor[[64, 32], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for r__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.scale_rows(x__ssa_v0, r__idx_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        o__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.project(a__ssa_v0, w__ssa_v0, o__ssa_v0)
        return y__rv_v2
