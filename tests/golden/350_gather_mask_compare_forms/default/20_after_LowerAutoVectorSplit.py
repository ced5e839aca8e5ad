# pypto.program: GatherForms
import pypto.language as pl

@pl.program
class GatherForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[4, 32], pl.FP16], b__ssa_v0: pl.Tensor[[8, 64], pl.FP32], thr__ssa_v0: pl.Tensor[[1], pl.FP32], keys__ssa_v0: pl.Tensor[[8, 32], pl.FP32], o1__ssa_v0: pl.InOut[pl.Tensor[[4, 8], pl.FP16]], o2__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], o3__ssa_v0: pl.InOut[pl.Tensor[[8, 4], pl.INT32]], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 8], pl.UINT32]]) -> tuple[pl.Tensor[[4, 8], pl.FP16], pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]]:
        a__tile: pl.Tile[[4, 32], pl.FP16, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        q__tile: pl.Tile[[4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.gather_mask(a__tile, mask_pattern=4)
        all_cols__tile: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.gather_mask(b__tile, mask_pattern=7)
        k__tile: pl.Scalar[pl.FP32] = pl.tensor.read(thr__ssa_v0, [0])
        keys__ssa_v0_vec: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(keys__ssa_v0, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        gc_tmp: pl.Tile[[8, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([8, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        _tuple_tmp__tile: pl.Tuple[pl.Tile[[8, 4], pl.INT32, pl.Mem.Vec], pl.Tile[[1, 8], pl.UINT32, pl.Mem.Vec]] = pl.tile.gather_compare(keys__ssa_v0_vec, k__tile, gc_tmp, cmp_mode=5, offset=2, out_cols=4, count_dtype=pl.UINT32)
        idx__ssa_v0: pl.Tile[[8, 4], pl.INT32, pl.Mem.Vec] = _tuple_tmp__tile[0]
        cnt__ssa_v0: pl.Tile[[1, 8], pl.UINT32, pl.Mem.Vec] = _tuple_tmp__tile[1]
        o1__tile: pl.Tensor[[4, 8], pl.FP16] = pl.tile.store(q__tile, [0, 0], o1__ssa_v0)
        o2__tile: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(all_cols__tile, [0, 0], o2__ssa_v0)
        o3__tile: pl.Tensor[[8, 4], pl.INT32] = pl.tile.store(idx__ssa_v0, [0, 0], o3__ssa_v0)
        o4__tile: pl.Tensor[[1, 8], pl.UINT32] = pl.tile.store(cnt__ssa_v0, [0, 0], o4__ssa_v0)
        return o1__ssa_v0, o2__ssa_v0, o3__ssa_v0, o4__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[4, 32], pl.FP16], b__ssa_v0: pl.Tensor[[8, 64], pl.FP32], keys__ssa_v0: pl.Tensor[[8, 32], pl.FP32], thr__ssa_v0: pl.Tensor[[1], pl.FP32], o1__ssa_v0: pl.InOut[pl.Tensor[[4, 8], pl.FP16]], o2__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], o3__ssa_v0: pl.InOut[pl.Tensor[[8, 4], pl.INT32]], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 8], pl.UINT32]]) -> tuple[pl.Tensor[[4, 8], pl.FP16], pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[4, 8], pl.FP16], pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 4], pl.INT32], pl.Tensor[[1, 8], pl.UINT32]] = self.main_incore_0(a__ssa_v0, b__ssa_v0, thr__ssa_v0, keys__ssa_v0, o1__ssa_v0, o2__ssa_v0, o3__ssa_v0, o4__ssa_v0)
        o1__ssa_v1: pl.Tensor[[4, 8], pl.FP16] = ret__tmp_v0[0]
        o2__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = ret__tmp_v0[1]
        o3__ssa_v1: pl.Tensor[[8, 4], pl.INT32] = ret__tmp_v0[2]
        o4__ssa_v1: pl.Tensor[[1, 8], pl.UINT32] = ret__tmp_v0[3]
        return o1__ssa_v1, o2__ssa_v1, o3__ssa_v1, o4__ssa_v1
