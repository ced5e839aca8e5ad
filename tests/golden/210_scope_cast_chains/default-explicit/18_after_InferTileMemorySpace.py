# pypto.program: ScopeCastChains
import pypto.language as pl

@pl.program
class ScopeCastChains:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.BF16], out_h__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP16]], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out_q__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.INT8]]) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        x__tile: pl.Tile[[32, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(y__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        h__cast_fp32_tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(x__tile, target_type=pl.FP32, mode='round')
        h__tile: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(h__cast_fp32_tmp_v0, target_type=pl.FP16, mode='round')
        out_h__tile: pl.Tensor[[32, 128], pl.FP16] = pl.tile.store(h__tile, [0, 0], out_h__ssa_v0)
        q__cast_fp16_tmp_v1: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(y__tile, target_type=pl.FP16, mode='round')
        q__tile: pl.Tile[[32, 128], pl.INT8, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cast(q__cast_fp16_tmp_v1, target_type=pl.INT8, mode='round')
        out_q__tile: pl.Tensor[[32, 128], pl.INT8] = pl.tile.store(q__tile, [0, 0], out_q__ssa_v0)
        return out_h__ssa_v0, out_q__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.BF16], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out_h__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP16]], out_q__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.INT8]]) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]] = self.main_incore_0(x__ssa_v0, out_h__ssa_v0, y__ssa_v0, out_q__ssa_v0)
        out_h__ssa_v1: pl.Tensor[[32, 128], pl.FP16] = ret__tmp_v0[0]
        out_q__ssa_v1: pl.Tensor[[32, 128], pl.INT8] = ret__tmp_v0[1]
        return out_h__ssa_v1, out_q__ssa_v1
