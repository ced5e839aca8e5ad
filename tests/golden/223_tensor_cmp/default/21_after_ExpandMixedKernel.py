# pypto.program: TensorCmp
import pypto.language as pl

@pl.program
class TensorCmp:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        x__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        cmp_mask: pl.Tile[[32, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 16])] = pl.tile.cmps(x__tile, 0.0, cmp_type=4)
        cmp_one: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 128], dtype=pl.FP32, value=1.0)
        cmp_zero: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        cmp_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        pos__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sel(cmp_mask, cmp_one, cmp_zero, cmp_tmp)
        cmp_mask_1: pl.Tile[[32, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 16])] = pl.tile.cmp(x__tile, y__tile, cmp_type=5)
        cmp_one_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 128], dtype=pl.FP32, value=1.0)
        cmp_zero_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        cmp_tmp_1: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        ge__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sel(cmp_mask_1, cmp_one_1, cmp_zero_1, cmp_tmp_1)
        m__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(pos__tile, ge__tile)
        r__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x__tile, m__tile)
        out__tile: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(r__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
