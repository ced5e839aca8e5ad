# pypto.program: DynTwoDimsTail
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")

@pl.program
class DynTwoDimsTail:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[M, N], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[M, N], pl.FP32]]) -> pl.Tensor[[M, N], pl.FP32]:
        m__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        n__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 1)
        for i__idx_v0, (out__iter_v1,) in pl.range((m__ssa_v0 + 31) // 32, init_values=(out__ssa_v0,)):
            rows__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(m__ssa_v0 - i__idx_v0 * 32, 32)
            for j__idx_v0, (out__iter_v3,) in pl.range((n__ssa_v0 + 127) // 128, init_values=(out__iter_v1,)):
                cols__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(n__ssa_v0 - j__idx_v0 * 128, 128)
                t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows__ssa_v0, cols__ssa_v0])] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, j__idx_v0 * 128], [32, 128], [rows__ssa_v0, cols__ssa_v0], target_memory=pl.Mem.Vec)
                e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows__ssa_v0, cols__ssa_v0])] = pl.tile.exp(t__ssa_v0)
                out__ssa_v5: pl.Tensor[[M, N], pl.FP32] = pl.tile.store(e__ssa_v0, [i__idx_v0 * 32, j__idx_v0 * 128], out__iter_v3)
                out__rv_v4: pl.Tensor[[M, N], pl.FP32] = pl.yield_(out__ssa_v5)
            out__rv_v2: pl.Tensor[[M, N], pl.FP32] = pl.yield_(out__rv_v4)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[M, N], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[M, N], pl.FP32]]) -> pl.Tensor[[M, N], pl.FP32]:
        out__ssa_v1: pl.Tensor[[M, N], pl.FP32] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
