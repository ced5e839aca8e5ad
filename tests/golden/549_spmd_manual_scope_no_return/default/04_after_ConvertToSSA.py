# pypto.program: SpmdTid
import pypto.language as pl

@pl.program
class SpmdTid:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [b__ssa_v0 * 32, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], out2__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            with pl.spmd(4, name_hint="stage1") as tid0__ssa_v0:
                out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.kernel(x__ssa_v0, out__ssa_v0)
            with pl.spmd(4, name_hint="stage2", deps=[tid0__ssa_v0]) as tid1__ssa_v0:
                out2__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.kernel(out__ssa_v1, out2__ssa_v0)
