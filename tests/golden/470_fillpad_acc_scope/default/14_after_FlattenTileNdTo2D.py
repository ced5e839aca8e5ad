# pypto.program: MinFillpadAcc
import pypto.language as pl

@pl.program
class MinFillpadAcc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__ssa_v0_mat: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        b__ssa_v0_mat: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat, b__ssa_v0_mat)
        sp__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512, pad=pl.PadValue.min)] = pl.tile.fillpad(s__tile, pad_value=pl.PadValue.min)
        o__tile: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(sp__tile, [0, 0], o__ssa_v0)
        return o__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(a__ssa_v0, b__ssa_v0, o__ssa_v0)
        return o__ssa_v1
