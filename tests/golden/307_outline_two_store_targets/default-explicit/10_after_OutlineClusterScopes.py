# pypto.program: Before
import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(buf_a__ssa_v0: pl.InOut[pl.Tensor[[16, 128], pl.FP32]], buf_b__ssa_v0: pl.InOut[pl.Tensor[[16, 1], pl.FP32]]) -> tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        tile_a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        tile_b__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 1], dtype=pl.FP32, value=0.0)
        buf_a__store: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(tile_a__ssa_v0, [0, 0], buf_a__ssa_v0)
        buf_b__store: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(tile_b__ssa_v0, [0, 0], buf_b__ssa_v0)
        return buf_b__ssa_v0, buf_a__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        buf_a__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        buf_b__ssa_v0: pl.Tensor[[16, 1], pl.FP32] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 1], pl.FP32], pl.Tensor[[16, 128], pl.FP32]] = self.main_incore_0(buf_a__ssa_v0, buf_b__ssa_v0)
        buf_b__ssa_v1: pl.Tensor[[16, 1], pl.FP32] = ret__tmp_v0[0]
        buf_a__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = ret__tmp_v0[1]
        result__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(buf_a__ssa_v1, x__ssa_v0)
        return result__ssa_v0
