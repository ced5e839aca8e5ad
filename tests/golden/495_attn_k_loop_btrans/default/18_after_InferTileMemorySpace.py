# pypto.program: AttnKLoopBTrans
import pypto.language as pl

@pl.program
class AttnKLoopBTrans:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(q__ssa_v0: pl.Tensor[[32, 256], pl.FP16], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        q0__tile: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        k0__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        k0__tile_t: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(k0__tile)
        q0__tile_Left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(q0__tile, target_memory=pl.Mem.Left)
        k0__tile_t_Right: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(k0__tile_t, target_memory=pl.Mem.Right)
        acc__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q0__tile_Left, k0__tile_t_Right)
        for d__idx_v0, (acc__iter_v1,) in pl.range(1, 4, init_values=(acc__tile,)):
            qd__tile: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, d__idx_v0 * 64], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
            kd__tile: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, d__idx_v0 * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            kd__tile_t: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(kd__tile)
            qd__tile_Left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(qd__tile, target_memory=pl.Mem.Left)
            kd__tile_t_Right: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(kd__tile_t, target_memory=pl.Mem.Right)
            acc__tile_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc__iter_v1, qd__tile_Left, kd__tile_t_Right)
            acc__rv_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__tile_1)
        acc__rv_v2_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc__rv_v2, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        sc__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(acc__rv_v2_Vec, 0.0625)
        s__tile: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(sc__tile, [0, 0], s__ssa_v0)
        return s__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[32, 256], pl.FP16], k__ssa_v0: pl.Tensor[[64, 256], pl.FP16], s__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        s__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(q__ssa_v0, k__ssa_v0, s__ssa_v0)
        return s__ssa_v1
