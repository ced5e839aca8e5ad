# pypto.program: ShapeDimCall
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class ShapeDimCall:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[M, 64], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        t__tmp_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[t__tmp_v1 - pl.const(32, pl.INDEX), 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [t__tmp_v1 - 32, 64], target_memory=pl.Mem.Vec)
        t__tmp_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        e__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[t__tmp_v1 - pl.const(32, pl.INDEX), 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(s__tile)
        out__tile: pl.Tensor[[M, 64], pl.FP32] = pl.tile.store(e__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[M, 64], pl.FP32]) -> pl.Tensor[[M, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.create([M, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[M, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
