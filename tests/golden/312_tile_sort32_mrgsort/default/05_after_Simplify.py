# pypto.program: SortMerge
import pypto.language as pl

@pl.program
class SortMerge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(src__ssa_v0: pl.Tensor[[1, 256], pl.FP32], idx__ssa_v0: pl.Tensor[[1, 256], pl.UINT32], vals_out__ssa_v0: pl.Out[pl.Tensor[[1, 256], pl.FP32]], idx_out__ssa_v0: pl.Out[pl.Tensor[[1, 256], pl.UINT32]]) -> tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]]:
        s__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        i__ssa_v0: pl.Tile[[1, 256], pl.UINT32, pl.Mem.Vec] = pl.tile.load(idx__ssa_v0, [0, 0], [1, 256], [1, 256], target_memory=pl.Mem.Vec)
        pairs__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec] = pl.tile.sort32(s__ssa_v0, i__ssa_v0)
        merged__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format1(pairs__ssa_v0, pl.const(64, pl.INT32))
        merged2__ssa_v0: pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec] = pl.tile.mrgsort_format1(merged__ssa_v0, pl.const(256, pl.INT32))
        v__ssa_v0: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.gather_mask(merged2__ssa_v0, mask_pattern=1)
        k__ssa_v0: pl.Tile[[1, 256], pl.UINT32, pl.Mem.Vec] = pl.tile.gather_mask(merged2__ssa_v0, mask_pattern=2, output_dtype=pl.UINT32)
        a__ssa_v0: pl.Tensor[[1, 256], pl.FP32] = pl.tile.store(v__ssa_v0, [0, 0], vals_out__ssa_v0)
        b__ssa_v0: pl.Tensor[[1, 256], pl.UINT32] = pl.tile.store(k__ssa_v0, [0, 0], idx_out__ssa_v0)
        return a__ssa_v0, b__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[1, 256], pl.FP32], idx__ssa_v0: pl.Tensor[[1, 256], pl.UINT32], vals_out__ssa_v0: pl.Out[pl.Tensor[[1, 256], pl.FP32]], idx_out__ssa_v0: pl.Out[pl.Tensor[[1, 256], pl.UINT32]]) -> tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[1, 256], pl.FP32], pl.Tensor[[1, 256], pl.UINT32]] = self.kernel(src__ssa_v0, idx__ssa_v0, vals_out__ssa_v0, idx_out__ssa_v0)
        vals_out__ssa_v1: pl.Tensor[[1, 256], pl.FP32] = _tuple_tmp__ssa_v0[0]
        idx_out__ssa_v1: pl.Tensor[[1, 256], pl.UINT32] = _tuple_tmp__ssa_v0[1]
        return vals_out__ssa_v1, idx_out__ssa_v1
