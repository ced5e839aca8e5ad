# pypto.program: SpmdCarrierTidInout
import pypto.language as pl

@pl.program
class SpmdCarrierTidInout:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4):
            with pl.at(level=pl.Level.CORE_GROUP) as tid:
                i: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
                tl: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [i * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
                e: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(tl)
                out: pl.Tensor[[512, 128], pl.FP32] = pl.tile.store(e, [i * 128, 0], out)
        return out
