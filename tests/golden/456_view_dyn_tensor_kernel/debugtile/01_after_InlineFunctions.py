# pypto.program: ViewDynTensorKernel
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ViewDynTensorKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(a: pl.Tensor[[N, 64], pl.FP32], out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.tensor.dim(a, pl.const(0, pl.INDEX)), pl.const(16, pl.INDEX)), 64])] = pl.tile.load(a, [0, 0], [16, 64], [pl.min(pl.tensor.dim(a, 0), 16), 64], target_memory=pl.Mem.Vec)
        out: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(pl.tile.exp(t), [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32], y: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        half: pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tensor.slice(x, [N // 2, 64], [N // 2, 0])
        yh: pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tensor.slice(y, [N // 2, 64], [N // 2, 0])
        r: pl.Tensor[[N // pl.const(2, pl.INDEX) // pl.const(2, pl.INDEX), 64], pl.FP32] = self.kern(half, yh)
        return y
