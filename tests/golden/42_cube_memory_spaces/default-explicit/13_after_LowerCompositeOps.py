# pypto.program: CubeMemorySpaces
import pypto.language as pl

@pl.program
class CubeMemorySpaces:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_0", 0, 4096)], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16, pl.MemRef("mem_ddr_1", 0, 4096)], bias__ssa_v0: pl.Tensor[[1, 32], pl.FP32], c__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 4096)]]) -> pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 4096)]:
        mem_mat_0__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)
        mem_left_1__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_2__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_3__ssa_v0: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        a_mat__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_left__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_right__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        bias_mat__ssa_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Mat)
        bias_tbl__ssa_v0: pl.Tile[[1, 32], pl.FP32, pl.Mem.Bias, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(bias_mat__ssa_v0, target_memory=pl.Mem.Bias)
        acc__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_bias(a_left__ssa_v0, b_right__ssa_v0, bias_tbl__ssa_v0)
        acc2__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__ssa_v0, a_left__ssa_v0, b_right__ssa_v0)
        half__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.extract(a_mat__ssa_v0, 0, 0, [16, 64], target_memory=pl.Mem.Left)
        bt__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.transpose_view(b_mat__ssa_v0)
        pl.system.sync_src(set_pipe=pl.PipeType.FIX, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.FIX, wait_pipe=pl.PipeType.MTE3, event_id=0)
        pl.system.bar_m()
        done__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 4096)] = pl.tile.store(acc2__ssa_v0, [0, 0], c__ssa_v0)
        return done__ssa_v0
    @pl.function
    def odd_types(self, counts__ssa_v0: pl.Array[8, pl.INT32]) -> pl.Array[8, pl.INT32]:
        return counts__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def scales(sa__ssa_v0: pl.Tensor[[32, 2], pl.FP8E8M0], sb__ssa_v0: pl.Tensor[[2, 32], pl.FP8E8M0]) -> pl.Scalar[pl.INDEX]:
        left_scale__ssa_v0: pl.Tile[[32, 2], pl.FP8E8M0, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([32, 2], dtype=pl.FP8E8M0, target_memory=pl.Mem.Mat)
        right_scale__ssa_v0: pl.Tile[[2, 32], pl.FP8E8M0, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.create([2, 32], dtype=pl.FP8E8M0, target_memory=pl.Mem.Mat)
        return 0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vector(c__ssa_v0: pl.Tensor[[32, 32], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        popped__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        pinned__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        slot__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(popped__ssa_v0, pinned__ssa_v0)
        col__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 1], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        strided__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 32], stride=[64, 1], start_offset=32, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512, pad=pl.PadValue.zero)] = pl.tile.slice(slot__ssa_v0, [16, 32], [0, 0], [8, 32])
        pl.system.bar_v()
        pl.system.bar_all()
        pl.system.fence()
        done__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(slot__ssa_v0, [0, 0], o__ssa_v0)
        return done__ssa_v0
