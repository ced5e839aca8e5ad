# pypto.program: KeywordOperands
import pypto.language as pl

@pl.program
class KeywordOperands:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def project(a: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16], o: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        ta: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        tw: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        la: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        lw: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(tw, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la, lw)
        out: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc, [0, 0], o)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x: pl.Tensor[[64, 128], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        d: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c, 0.5)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d)
        f: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(e, a)
        g: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.cast(f, target_type=pl.BF16, mode='round')
        h: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.cast(g, target_type=pl.FP32, mode='round')
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(h, [r * 16, 0], y)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], a: pl.Tensor[[32, 64], pl.FP16], w: pl.Tensor[[64, 32], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP32]:
        y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for r in pl.range(4):
            y: pl.Tensor[[64, 128], pl.FP32] = self.scale_rows(x, r, y)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o: pl.Tensor[[32, 32], pl.FP32] = self.project(a, w, o)
        return y
