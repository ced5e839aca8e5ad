# pypto.program: FloatWindowOffsets
import pypto.language as pl

@pl.program
class FloatWindowOffsets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift_rows(x: pl.Tensor[[64, 128], pl.FP32], row: pl.Scalar[pl.FP32], col: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        half: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [16, 64], [0, col])
        doubled: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(half, 2.0)
        t2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(t, doubled, [0, col])
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(t2, [row, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], row: pl.Scalar[pl.FP32], col: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = self.shift_rows(x, row, col, out)
        return out
