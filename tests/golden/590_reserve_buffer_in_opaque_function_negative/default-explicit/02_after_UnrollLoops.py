# pypto.program: OpaqueReserve
import pypto.language as pl

@pl.program
class OpaqueReserve:
    @pl.function
    def vector_consumer(self, output: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        pipe_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(pipe_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        received: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.tpop_from_aic(split=0)
        scaled: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(received, 2.0)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(scaled, [0, 0], output)
        pl.system.tfree_to_aic(received)
        return updated
