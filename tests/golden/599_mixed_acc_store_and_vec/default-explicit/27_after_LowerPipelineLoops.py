# pypto.program: MixedAccStoreAndVec
import pypto.language as pl

@pl.program
class MixedAccStoreAndVec:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], act__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        k_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_c2v_slot_buffer', peer_func='k_aiv')
        pl.system.aic_initialize_pipe(k_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        am__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        raw_d__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], raw__ssa_v0)
        pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], act__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        k_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(k_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        if subblock_idx == 0:
            v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            t__rm_a0_tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            t__row_major_tmp_v1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t__rm_a0_tmp_v0)
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(t__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            u__rm_a0_tmp_v2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(t__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            u__rm_a1_tmp_v3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(v__ssa_v0, split=0)
            u__row_major_tmp_v4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(u__rm_a0_tmp_v2, u__rm_a1_tmp_v3)
            u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(u__row_major_tmp_v4, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            act_d__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], act__ssa_v0)
            return raw__ssa_v0, act__ssa_v0
        else:
            v__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            t__rm_a0_tmp_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(v__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            t__row_major_tmp_v1_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t__rm_a0_tmp_v0_1)
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(t__row_major_tmp_v1_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            u__rm_a0_tmp_v2_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(t__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            u__rm_a1_tmp_v3_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(v__ssa_v0_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(v__ssa_v0_1, split=0)
            u__row_major_tmp_v4_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(u__rm_a0_tmp_v2_1, u__rm_a1_tmp_v3_1)
            u__ssa_v0_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(u__row_major_tmp_v4_1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            act_d__ssa_v0_1: pl.Tensor[[16, 64], pl.FP32] = act__ssa_v0
            return raw__ssa_v0, act__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], act__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        self.k_aic(a__ssa_v0, b__ssa_v0, raw__ssa_v0, act__ssa_v0, __gm_pipe_buffer)
        self.k_aiv(a__ssa_v0, b__ssa_v0, raw__ssa_v0, act__ssa_v0, __gm_pipe_buffer)
        return raw__ssa_v0, act__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], act__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(a__ssa_v0, b__ssa_v0, raw__ssa_v0, act__ssa_v0, gm_pipe_buffer_0)
        raw__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        act__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return raw__ssa_v1, act__ssa_v1
