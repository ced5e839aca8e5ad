# pypto.program: FunctionTypes
import pypto.language as pl

@pl.program
class FunctionTypes:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], c__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 1024)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        a_mat__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_mat_4, pl.const(1024, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        a_l0__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_l0__ssa_v0: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 1024), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l0__ssa_v0, b_l0__ssa_v0)
        c_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def vector(c__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if subblock_idx == 0:
            t__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t__ssa_v0)
            o_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r__ssa_v0, [0, 0], o__ssa_v0)
            return o__ssa_v0
        else:
            t__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            r__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t__ssa_v0_1)
            o_done__ssa_v0_1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)] = o__ssa_v0
            return o__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def launch(self, c__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = self.vector(c__ssa_v0, o__ssa_v0, attrs={"core_num": 4, "sync_start": True})
        return o__ssa_v0
    @pl.function
    def fragment(self, c__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = self.launch(c__ssa_v0, o__ssa_v0)
        return o__ssa_v1
    @pl.function
    def host_helper(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        m__ssa_v0: pl.Scalar[pl.INDEX] = n__ssa_v0 * 2
        return m__ssa_v0 * 2
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def pair_aic_adapter(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], c__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_mat_5: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 1024)
        mem_left_6: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 1024)
        mem_right_7: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 1024)
        mem_acc_8: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        a_mat__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_mat_5, pl.const(1024, pl.INT64), 1024), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        a_l0__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.MemRef(mem_left_6, pl.const(0, pl.INT64), 1024), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_l0__ssa_v0: pl.Tile[[32, 16], pl.FP16, pl.MemRef(mem_right_7, pl.const(0, pl.INT64), 1024), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_8, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a_l0__ssa_v0, b_l0__ssa_v0)
        c_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def pair_aiv_adapter(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], c__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if subblock_idx == 0:
            t__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            r__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t__ssa_v0)
            o_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r__ssa_v0, [0, 0], o__ssa_v0)
            return o__ssa_v0
        else:
            t__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            r__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t__ssa_v0_1)
            o_done__ssa_v0_1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1024)] = o__ssa_v0
            return o__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def pair(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], c__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.pair_aic_adapter(a__ssa_v0, b__ssa_v0, c__ssa_v0, o__ssa_v0)
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)] = self.pair_aiv_adapter(a__ssa_v0, b__ssa_v0, c__ssa_v0, o__ssa_v0)
        return o__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 1024)], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.pair(a__ssa_v0, b__ssa_v0, c__ssa_v0, o__ssa_v0)
        d__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o__ssa_v2: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)] = self.fragment(d__ssa_v0, o__ssa_v1)
        return o__ssa_v2
