# pypto.program: CubePop
import pypto.language as pl

@pl.program
class CubePop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN})
    def cube_consumer(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        pipe_buf__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_slot_buffer', size=4096, base=4096)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), pipe_buf__ssa_v0, dir_mask=2, slot_size=512)
        received__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        pl.system.tfree_to_aiv(received__ssa_v0)
        updated__ssa_v0: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(received__ssa_v0, [0, 0], out__ssa_v0)
        return updated__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        updated__ssa_v0: pl.Tensor[[16, 16], pl.FP16] = self.cube_consumer(a__ssa_v0, out__ssa_v0)
        return updated__ssa_v0
