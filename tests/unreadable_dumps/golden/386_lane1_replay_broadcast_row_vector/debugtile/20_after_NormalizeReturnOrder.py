# pypto.program: V7
import pypto.language as pl

@pl.program
class V7:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        k_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_c2v_slot_buffer', peer_func='k_aiv')
        pl.system.aic_initialize_pipe(k_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        t__tmp_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(t__tmp_v0, target_memory=pl.Mem.Left)
        t__tmp_v1: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        br__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(t__tmp_v1, target_memory=pl.Mem.Right)
        t__tmp_v2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        pl.tile.tpush_to_aiv(t__tmp_v2, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        k_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_c2v_slot_buffer', size=65536, base=-1)
        pl.system.aiv_initialize_pipe(k_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        if subblock_idx == 0:
            v__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            tmp__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            rv__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.full([32, 1], dtype=pl.FP32, value=2.0)
            t__tmp_v3: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(v__ssa_v0, tmp__ssa_v0)
            s__rm_a1_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t__tmp_v3, [1, 32])
            s__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.mul(rv__ssa_v0, s__rm_a1_tmp_v0)
            t__tmp_v4: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_mul(v__ssa_v0, s__ssa_v0)
            pl.system.tfree_to_aic(v__ssa_v0, split=0)
            c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t__tmp_v4, [0, 0], c__ssa_v0)
            return c__ssa_v0
        else:
            v__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            tmp__ssa_v0_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            rv__ssa_v0_1: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major)] = pl.tile.full([32, 1], dtype=pl.FP32, value=2.0)
            t__tmp_v3_1: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.row_sum(v__ssa_v0_1, tmp__ssa_v0_1)
            s__rm_a1_tmp_v0_1: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.reshape(t__tmp_v3_1, [1, 32])
            s__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.mul(rv__ssa_v0_1, s__rm_a1_tmp_v0_1)
            t__tmp_v4_1: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.row_expand_mul(v__ssa_v0_1, s__ssa_v0_1)
            pl.system.tfree_to_aic(v__ssa_v0_1, split=0)
            c__ssa_v1_1: pl.Tensor[[32, 64], pl.FP32] = c__ssa_v0
            return c__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        self.k_aic(a__ssa_v0, b__ssa_v0, x__ssa_v0, n__ssa_v0, c__ssa_v0, __gm_pipe_buffer)
        self.k_aiv(a__ssa_v0, b__ssa_v0, x__ssa_v0, n__ssa_v0, c__ssa_v0, __gm_pipe_buffer)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, x__ssa_v0, n__ssa_v0, c__ssa_v0, gm_pipe_buffer_0)
        return c__ssa_v1
