# pypto.program: LogSoftmax
import pypto.language as pl

@pl.program
class LogSoftmax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def log_softmax(x: pl.Tensor[[64, 256], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        t: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, tmp)
        sh: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t, mx)
        ex: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(sh)
        sm: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(ex, tmp)
        lg: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.log(sm)
        out: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(sh, lg)
        yd: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(out, [r * 16, 0], y)
        return yd
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 256], pl.FP32], y: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for r in pl.range(4):
            y: pl.Tensor[[64, 256], pl.FP32] = self.log_softmax(x, r, y)
        return y
