# pypto.program: OnlineSoftmax
import pypto.language as pl

@pl.program
class OnlineSoftmax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], lse__ssa_v0: pl.InOut[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        x0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(x0__tile, tmp_tile)
        c0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(x0__tile, mx__tile)
        e0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(c0__tile)
        tmp_tile_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sm__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e0__tile, tmp_tile_1)
        for j__idx_v0, (mx__iter_v1, sm__iter_v1) in pl.range(1, 4, init_values=(mx__tile, sm__tile)):
            xj__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, j__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            tmp_tile_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            mj__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(xj__tile, tmp_tile_2)
            mn__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(mx__iter_v1, mj__tile)
            dm__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.sub(mx__iter_v1, mn__tile)
            sc__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.exp(dm__tile)
            cj__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(xj__tile, mn__tile)
            ej__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(cj__tile)
            tmp_tile_3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sj__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(ej__tile, tmp_tile_3)
            rs__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.mul(sm__iter_v1, sc__tile)
            sm__tile_1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(rs__tile, sj__tile)
            mx__ssa_v3: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = mn__tile
            mx__rv_v2, sm__rv_v2 = pl.yield_(mx__ssa_v3, sm__tile_1)
        ls__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.log(sm__rv_v2)
        r__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(ls__tile, mx__rv_v2)
        lse__tile: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(r__tile, [0, 0], lse__ssa_v0)
        return lse__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32], lse__ssa_v0: pl.InOut[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        lse__ssa_v1: pl.Tensor[[16, 1], pl.FP32] = self.main_incore_0(x__ssa_v0, lse__ssa_v0)
        return lse__ssa_v1
