# pypto.program: ValidMinDim
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class ValidMinDim:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[M, 64], pl.FP32], r0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.tensor.dim(x, pl.const(0, pl.INDEX)) - r0, pl.const(32, pl.INDEX)), 64])] = pl.tile.load(x, [r0, 0], [32, 64], [pl.min(pl.tensor.dim(x, 0) - r0, 32), 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.tensor.dim(x, pl.const(0, pl.INDEX)) - r0, pl.const(32, pl.INDEX)), 64])] = pl.tile.exp(t)
        w: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.tensor.dim(x, pl.const(0, pl.INDEX)) - r0, pl.const(32, pl.INDEX)), 64])] = pl.tile.add(u, t)
        out: pl.Tensor[[M, 64], pl.FP32] = pl.tile.store(w, [r0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.create([M, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i in pl.range(0, M, 32):
            out: pl.Tensor[[M, 64], pl.FP32] = self.kern(x, i, out)
        return out
