# pypto.program: ComputedModuleConstants
import pypto.language as pl

@pl.program
class ComputedModuleConstants:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        left__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t__tile, [16, 64], [0, 0])
        right__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t__tile, [16, 64], [0, 64])
        t__tile_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(left__tile, right__tile)
        y__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__tile_1, 0.5)
        z__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(y__tile, 1.0009765625)
        out__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(z__tile, [i__idx_v0 * 16, 0], out__iter_v1)
        out__tile_1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(z__tile, [i__idx_v0 * 16, 64], out__tile)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            out__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, i__idx_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v4)
        return out__rv_v2
