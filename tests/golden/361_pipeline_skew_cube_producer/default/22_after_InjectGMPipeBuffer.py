# pypto.program: PipelineSkewCubeProducer
import pypto.language as pl

@pl.program
class PipelineSkewCubeProducer:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def attn_aic(q__ssa_v0: pl.Tensor[[16, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], v__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        attn_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='attn_v2c_slot_buffer', size=4096, base=-1)
        attn_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='attn_c2v_slot_buffer', peer_func='attn_aiv')
        pl.system.aic_initialize_pipe(attn_c2v_slot_buffer_import, attn_v2c_slot_buffer, dir_mask=3, slot_size=1024)
        q_mat__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        q_l__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(q_mat__ssa_v0, target_memory=pl.Mem.Left)
        for j__idx_v0, (out__iter_v1,) in pl.pipeline(0, 64, 16, stage=2, init_values=(out__ssa_v0,)):
            k_mat__ssa_v0: pl.Tile[[64, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(k__ssa_v0, [0, j__idx_v0], [64, 16], [64, 16], target_memory=pl.Mem.Mat)
            k_r__ssa_v0: pl.Tile[[64, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(k_mat__ssa_v0, target_memory=pl.Mem.Right)
            s__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(q_l__ssa_v0, k_r__ssa_v0)
            pl.tile.tpush_to_aiv(s__ssa_v0, split=0)
            p_mat__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
            p_l__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(p_mat__ssa_v0, target_memory=pl.Mem.Left)
            pl.system.tfree_to_aiv(p_mat__ssa_v0)
            v_mat__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(v__ssa_v0, [j__idx_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
            v_r__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(v_mat__ssa_v0, target_memory=pl.Mem.Right)
            o__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(p_l__ssa_v0, v_r__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(o__ssa_v0, [j__idx_v0, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def attn_aiv(q__ssa_v0: pl.Tensor[[16, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], v__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        attn_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='attn_v2c_slot_buffer', peer_func='attn_aic')
        attn_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='attn_c2v_slot_buffer', size=4096, base=-1)
        pl.system.aiv_initialize_pipe(attn_c2v_slot_buffer, attn_v2c_slot_buffer_import, dir_mask=3, slot_size=1024)
        for j__idx_v0, (out__iter_v1,) in pl.pipeline(0, 64, 16, stage=2, init_values=(out__ssa_v0,)):
            s_v__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
            p__rm_a0_tmp_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(s_v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            pl.system.tfree_to_aic(s_v__ssa_v0)
            p__row_major_tmp_v1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.exp(p__rm_a0_tmp_v0)
            p__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(p__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            p16__rm_a0_tmp_v2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(p__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
            p16__row_major_tmp_v3: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.cast(p16__rm_a0_tmp_v2, target_type=pl.FP16, mode='round')
            p16__ssa_v0: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(p16__row_major_tmp_v3, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
            pl.tile.tpush_to_aic(p16__ssa_v0, split=0)
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__iter_v1)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def attn(q__ssa_v0: pl.Tensor[[16, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], v__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        self.attn_aic(q__ssa_v0, k__ssa_v0, v__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.attn_aiv(q__ssa_v0, k__ssa_v0, v__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, q__ssa_v0: pl.Tensor[[16, 64], pl.FP16], k__ssa_v0: pl.Tensor[[64, 64], pl.FP16], v__ssa_v0: pl.Tensor[[64, 64], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.attn(q__ssa_v0, k__ssa_v0, v__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
