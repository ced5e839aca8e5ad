# pypto.program: K_t95_batch_matmul_relu
import pypto.language as pl

@pl.program
class K_t95_batch_matmul_relu:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
        k_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_c2v_slot_buffer', peer_func='k_aiv')
        pl.system.aic_initialize_pipe(k_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        at__ssa_v0_view2d: pl.Tensor[[32, 64], pl.BF16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(a__ssa_v0, [32, 64])
        at__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(at__ssa_v0_view2d, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bt__ssa_v0_view2d: pl.Tensor[[128, 32], pl.BF16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(b__ssa_v0, [128, 32])
        bt__ssa_v0: pl.Tile[[128, 32], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(bt__ssa_v0_view2d, [0, 0], [128, 32], [128, 32], target_memory=pl.Mem.Mat)
        lhs_slice_0_textract: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(at__ssa_v0, 0, 0, [16, 64], target_memory=pl.Mem.Left)
        rhs_slice_0_textract: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(bt__ssa_v0, 0, 0, [64, 32], target_memory=pl.Mem.Right)
        matmul_0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_0_textract, rhs_slice_0_textract)
        pl.tile.tpush_to_aiv(matmul_0, split=0)
        lhs_slice_1_textract: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(at__ssa_v0, 16, 0, [16, 64], target_memory=pl.Mem.Left)
        rhs_slice_1_textract: pl.Tile[[64, 32], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.extract(bt__ssa_v0, 64, 0, [64, 32], target_memory=pl.Mem.Right)
        matmul_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(lhs_slice_1_textract, rhs_slice_1_textract)
        pl.tile.tpush_to_aiv(matmul_1, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        k_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_c2v_slot_buffer', size=16384, base=-1)
        pl.system.aiv_initialize_pipe(k_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=2048)
        if subblock_idx == 0:
            p__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            matmul_vec_0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            p__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(p__ssa_v0, matmul_vec_0, [0, 0])
            pl.system.tfree_to_aic(matmul_vec_0, split=0)
            matmul_vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            p__ssa_v0_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(p__ssa_v0_1, matmul_vec_1, [16, 0])
            pl.system.tfree_to_aic(matmul_vec_1, split=0)
            v__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(p__ssa_v0_2, target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(v__ssa_v0)
            out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0, 0], out__ssa_v0, [2, 16, 32])
            return out__ssa_v1
        else:
            p__ssa_v0_3: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            matmul_vec_0_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            p__ssa_v0_4: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(p__ssa_v0_3, matmul_vec_0_1, [0, 0])
            pl.system.tfree_to_aic(matmul_vec_0_1, split=0)
            matmul_vec_1_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.tpop_from_aic(split=0)
            p__ssa_v0_5: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(p__ssa_v0_4, matmul_vec_1_1, [16, 0])
            pl.system.tfree_to_aic(matmul_vec_1_1, split=0)
            v__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.move(p__ssa_v0_5, target_memory=pl.Mem.Vec)
            r__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(v__ssa_v0_1)
            out__ssa_v1_1: pl.Tensor[[2, 16, 32], pl.FP32] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        self.k_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        self.k_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, out__ssa_v0, gm_pipe_buffer_0)
        return out__ssa_v1
