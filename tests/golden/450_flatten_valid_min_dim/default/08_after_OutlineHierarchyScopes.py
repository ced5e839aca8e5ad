# pypto.program: ValidMinDim
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class ValidMinDim:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x__ssa_v0: pl.Tensor[[M, 64], pl.FP32], r0__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        t__tmp_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(t__tmp_v0 - r0__ssa_v0, pl.const(32, pl.INDEX)), 64])] = pl.tile.load(x__ssa_v0, [r0__ssa_v0, 0], [32, 64], [pl.min(t__tmp_v1 - r0__ssa_v0, 32), 64], target_memory=pl.Mem.Vec)
        t__tmp_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        u__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(t__tmp_v2 - r0__ssa_v0, pl.const(32, pl.INDEX)), 64])] = pl.tile.exp(t__ssa_v0)
        t__tmp_v3: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        w__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(t__tmp_v3 - r0__ssa_v0, pl.const(32, pl.INDEX)), 64])] = pl.tile.add(u__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[M, 64], pl.FP32] = pl.tile.store(w__ssa_v0, [r0__ssa_v0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.create([M, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i__idx_v0, (out__iter_v1,) in pl.range(0, M, 32, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[M, 64], pl.FP32] = self.kern(x__ssa_v0, i__idx_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[M, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
