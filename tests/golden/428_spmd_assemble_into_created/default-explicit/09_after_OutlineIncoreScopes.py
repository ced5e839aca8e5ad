# pypto.program: SpmdCreate
import pypto.language as pl

@pl.program
class SpmdCreate:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        s__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [i__ssa_v0 * 32, 0])
        e__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.exp(s__ssa_v0)
        y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [i__ssa_v0 * 32, 0])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.spmd(4):
            y__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v1
