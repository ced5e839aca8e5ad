# pypto.program: TensorDimFolds
import pypto.language as pl

B = pl.dynamic("B")
M = pl.dynamic("M")

@pl.program
class TensorDimFolds:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32]]) -> pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32]:
        c: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [n, c - c], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32] = pl.tile.store(t, [n, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32], w: pl.Tensor[[32, 64], pl.FP32], y: pl.Out[pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32]]) -> pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32]:
        cols: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        ws: pl.Scalar[pl.INDEX] = pl.tensor.dim(w, 0)
        for i in pl.range(B // 16):
            y: pl.Tensor[[B, M * pl.const(2, pl.INDEX)], pl.FP32] = self.k(x, i * 16 + ws - ws + cols - cols, y)
        return y
