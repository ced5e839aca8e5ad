# pypto.program: ScopeAttnScore
import pypto.language as pl

@pl.program
class ScopeAttnScore:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(q__ssa_v0: pl.Tensor[[32, 64], pl.BF16], k__ssa_v0: pl.Tensor[[64, 64], pl.BF16], v__ssa_v0: pl.Tensor[[64, 64], pl.BF16], o__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        q__ssa_v0_mat: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        k__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        k__ssa_v0_mat_t: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(k__ssa_v0_mat)
        q__ssa_v0_mat_Left: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(q__ssa_v0_mat, target_memory=pl.Mem.Left)
        k__ssa_v0_mat_t_Right: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(k__ssa_v0_mat_t, target_memory=pl.Mem.Right)
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q__ssa_v0_mat_Left, k__ssa_v0_mat_t_Right)
        tmp_tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        s__tile_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(s__tile, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        m__tile: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(s__tile_Vec, tmp_tile)
        t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(s__tile_Vec, m__tile)
        e__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__tile)
        tmp_tile_1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        l__tile: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(e__tile, tmp_tile_1)
        t__tile_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(e__tile, l__tile)
        p__tile: pl.Tile[[32, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(t__tile_1, target_type=pl.BF16, mode='round')
        v__ssa_v0_mat: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(v__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        p__tile_Left: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(p__tile, target_memory=pl.Mem.Left)
        v__ssa_v0_mat_Right: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(v__ssa_v0_mat, target_memory=pl.Mem.Right)
        ov__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(p__tile_Left, v__ssa_v0_mat_Right)
        o__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(ov__tile, [0, 0], o__ssa_v0)
        return o__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[32, 64], pl.BF16], k__ssa_v0: pl.Tensor[[64, 64], pl.BF16], v__ssa_v0: pl.Tensor[[64, 64], pl.BF16], o__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        o__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(q__ssa_v0, k__ssa_v0, v__ssa_v0, o__ssa_v0)
        return o__ssa_v1
