# pypto.program: ArrayElementOps
import pypto.language as pl

@pl.program
class ArrayElementOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick_row(index_t: pl.Tensor[[1, 8], pl.INT32], src_t: pl.Tensor[[16, 32], pl.FP32], dst_t: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        index_tile: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(index_t, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        src_tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src_t, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        first: pl.Scalar[pl.INT32] = pl.tile.read(index_tile, [0, 0])
        arr: pl.Array[4, pl.INT32] = pl.array.create(4, dtype=pl.INT32)
        arr: pl.Array[4, pl.INT32] = pl.array.update_element(arr, 0, first)
        arr: pl.Array[4, pl.INT32] = pl.array.update_element(arr, 1, pl.array.get_element(arr, 0))
        if pl.cast(first, pl.INDEX) > 8:
            arr: pl.Array[4, pl.INT32] = pl.array.update_element(arr, 2, first)
        else:
            arr: pl.Array[4, pl.INT32] = pl.array.update_element(arr, 2, pl.const(3, pl.INT32))
        stored: pl.Scalar[pl.INT32] = pl.array.get_element(arr, 2)
        row: pl.Scalar[pl.INDEX] = pl.cast(stored, pl.INDEX)
        return pl.tile.store(src_tile, [row, 0], dst_t)
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, index_t: pl.Tensor[[1, 8], pl.INT32], src_t: pl.Tensor[[16, 32], pl.FP32], dst_t: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        dst_t: pl.Tensor[[32, 32], pl.FP32] = self.pick_row(index_t, src_t, dst_t)
        return dst_t
