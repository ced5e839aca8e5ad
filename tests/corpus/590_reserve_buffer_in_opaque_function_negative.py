# expect-error: a reserve_buffer in a function that is neither AIC, AIV nor InCore (an uncalled Opaque kernel) has no cross-core memory space; MemoryReuse rejects it with the reference's message
import pypto.language as pl


@pl.program
class OpaqueReserve:
    @pl.function(type=pl.FunctionType.Opaque)
    def vector_consumer(
        output: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pipe_buf = pl.reserve_buffer(name="c2v_slot_buffer", size=4096, base=0x1000)
        pl.aiv_initialize_pipe(dir_mask=1, slot_size=512, c2v_consumer_buf=pipe_buf)
        received: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tpop_from_aic(split=0)
        scaled = pl.tile.muls(received, 2.0)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.store(scaled, [0, 0], output)
        pl.tfree_to_aic(received)
        return updated
