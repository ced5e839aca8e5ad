# On-core arrays: pl.array.create, element reads `arr[i]` (array.get_element)
# and element writes `arr[i] = v` (a functional array.update_element that
# rebinds the name), in straight-line code and in both branches of an if.
# Also the long enum name pl.MemorySpace in a Tile annotation and a
# method-level strict_ssa keyword (ignored inside a program).
import pypto.language as pl


@pl.program
class ArrayElementOps:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def pick_row(
        self,
        index_t: pl.Tensor[[1, 8], pl.INT32],
        src_t: pl.Tensor[[16, 32], pl.FP32],
        dst_t: pl.InOut[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        index_tile: pl.Tile[[1, 8], pl.INT32, pl.MemorySpace.Vec] = pl.load(index_t, [0, 0], [1, 8])
        src_tile: pl.Tile[[16, 32], pl.FP32] = pl.load(src_t, [0, 0], [16, 32])
        first: pl.Scalar[pl.INT32] = pl.tile.read(index_tile, [0, 0])
        arr = pl.array.create(4, pl.INT32)
        arr[0] = first
        arr[1] = arr[0]
        if pl.cast(first, pl.INDEX) > 8:
            arr[2] = first
        else:
            arr[2] = 3
        stored: pl.Scalar[pl.INT32] = arr[2]
        row: pl.Scalar[pl.INDEX] = pl.cast(stored, pl.INDEX)
        return pl.store(src_tile, [row, 0], dst_t)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        index_t: pl.Tensor[[1, 8], pl.INT32],
        src_t: pl.Tensor[[16, 32], pl.FP32],
        dst_t: pl.InOut[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        dst_t = self.pick_row(index_t, src_t, dst_t)
        return dst_t
