# pypto.program: LoopCarriedAccumScope
import pypto.language as pl

@pl.program
class LoopCarriedAccumScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], acc__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        z__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        acc__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(z__tile, [0, 0], acc__ssa_v0)
        return acc__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], acc__iter_v2: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        acc__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc__iter_v2, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        blk__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        nxt__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc__tile, blk__tile)
        acc__tile_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(acc__tile, nxt__tile, [0, 0])
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__tile, [0, 0], acc__iter_v2)
        return ret0__store
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_2(acc__rv_v3: pl.Tensor[[32, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        acc__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc__rv_v3, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        out__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(acc__tile, 0.25)
        y__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(out__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        acc__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        acc__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, acc__ssa_v0)
        for i__idx_v0, (acc__iter_v2,) in pl.range(1, 4, init_values=(acc__ssa_v1,)):
            acc__ssa_v4: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_1(x__ssa_v0, i__idx_v0, acc__iter_v2)
            acc__rv_v3: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc__ssa_v4)
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_2(acc__rv_v3, y__ssa_v0)
        return y__ssa_v1
