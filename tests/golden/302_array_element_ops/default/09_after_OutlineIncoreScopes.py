# pypto.program: ArrayElementOps
import pypto.language as pl

@pl.program
class ArrayElementOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick_row(index_t__ssa_v0: pl.Tensor[[1, 8], pl.INT32], src_t__ssa_v0: pl.Tensor[[16, 32], pl.FP32], dst_t__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        index_tile__ssa_v0: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(index_t__ssa_v0, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        src_tile__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(src_t__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        first__ssa_v0: pl.Scalar[pl.INT32] = pl.tile.read(index_tile__ssa_v0, [0, 0])
        arr__ssa_v0: pl.Array[4, pl.INT32] = pl.array.create(4, dtype=pl.INT32)
        arr__ssa_v1: pl.Array[4, pl.INT32] = pl.array.update_element(arr__ssa_v0, 0, first__ssa_v0)
        t__tmp_v0: pl.Scalar[pl.INT32] = pl.array.get_element(arr__ssa_v1, 0)
        arr__ssa_v2: pl.Array[4, pl.INT32] = pl.array.update_element(arr__ssa_v1, 1, t__tmp_v0)
        if 8 < pl.cast(first__ssa_v0, pl.INDEX):
            arr__ssa_v3: pl.Array[4, pl.INT32] = pl.array.update_element(arr__ssa_v2, 2, first__ssa_v0)
            arr__phi_v5: pl.Array[4, pl.INT32] = pl.yield_(arr__ssa_v3)
        else:
            arr__ssa_v4: pl.Array[4, pl.INT32] = pl.array.update_element(arr__ssa_v2, 2, pl.const(3, pl.INT32))
            arr__phi_v5: pl.Array[4, pl.INT32] = pl.yield_(arr__ssa_v4)
        stored__ssa_v0: pl.Scalar[pl.INT32] = pl.array.get_element(arr__phi_v5, 2)
        row__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(stored__ssa_v0, pl.INDEX)
        t__tmp_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(src_tile__ssa_v0, [row__ssa_v0, 0], dst_t__ssa_v0)
        return t__tmp_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, index_t__ssa_v0: pl.Tensor[[1, 8], pl.INT32], src_t__ssa_v0: pl.Tensor[[16, 32], pl.FP32], dst_t__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        dst_t__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.pick_row(index_t__ssa_v0, src_t__ssa_v0, dst_t__ssa_v0)
        return dst_t__ssa_v1
