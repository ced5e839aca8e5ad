# pypto.program: OpaqueReserve
import pypto.language as pl

@pl.program
class OpaqueReserve:
    @pl.function
    def vector_consumer(self, output__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        pipe_buf__ssa_v0: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(pipe_buf__ssa_v0, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        received__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        scaled__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.muls(received__ssa_v0, 2.0)
        updated__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(scaled__ssa_v0, [0, 0], output__ssa_v0)
        pl.system.tfree_to_aic(received__ssa_v0)
        return updated__ssa_v0
