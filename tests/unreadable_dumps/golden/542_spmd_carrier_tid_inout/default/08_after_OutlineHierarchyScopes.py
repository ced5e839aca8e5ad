# pypto.program: SpmdCarrierTidInout
import pypto.language as pl

@pl.program
class SpmdCarrierTidInout:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4):
            with pl.at(level=pl.Level.CORE_GROUP) as tid__ssa_v0:
                i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
                tl__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
                e__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(tl__ssa_v0)
                out__ssa_v1: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [i__ssa_v0 * 128, 0], out__ssa_v0)
        return out__ssa_v1
