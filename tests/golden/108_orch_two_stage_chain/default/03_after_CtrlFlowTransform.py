# pypto.program: OrchTwoStageChain
import pypto.language as pl

@pl.program
class OrchTwoStageChain:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add_rows(a: pl.Tensor[[64, 128], pl.FP32], b: pl.Tensor[[64, 128], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [row, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [row, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s, [row, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_rows(x: pl.Tensor[[64, 128], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s, [row, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        tmp: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i in pl.range(4):
            tmp: pl.Tensor[[64, 128], pl.FP32] = self.scale_rows(x, i * 16, tmp)
        for j in pl.range(4):
            out: pl.Tensor[[64, 128], pl.FP32] = self.add_rows(tmp, y, j * 16, out)
        return out
