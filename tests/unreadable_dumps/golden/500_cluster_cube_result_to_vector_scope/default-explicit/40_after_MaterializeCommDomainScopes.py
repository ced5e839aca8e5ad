# pypto.program: ClusterMixedInnerCreate
import pypto.language as pl

@pl.program
class ClusterMixedInnerCreate:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 512)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 512)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 512)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        a__ssa_v0_mat: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_3, pl.const(0, pl.INT64), 512), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b__ssa_v0_mat: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_mat_4, pl.const(512, pl.INT64), 512), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a__ssa_v0_mat_Left: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_left_5, pl.const(0, pl.INT64), 512), pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(a__ssa_v0_mat, target_memory=pl.Mem.Left)
        b__ssa_v0_mat_Right: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_right_6, pl.const(0, pl.INT64), 512), pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(b__ssa_v0_mat, target_memory=pl.Mem.Right)
        p__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_7, pl.const(0, pl.INT64), 1024), pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(a__ssa_v0_mat_Left, b__ssa_v0_mat_Right)
        mid__tile: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1024)] = pl.tile.store(p__tile, [0, 0], mid__ssa_v0__FREE_VAR)
        return mid__ssa_v0__FREE_VAR
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mid__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(mid__ssa_v1__FREE_VAR, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(mid__tile)
        y__tile: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(r__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(a__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mid__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mid__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.main_incore_0(a__ssa_v0, b__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 1024)] = self.main_incore_1(a__ssa_v0, b__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 512)], b__ssa_v0: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 512)], y__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = self.main_cluster_0(a__ssa_v0, b__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        return y__ssa_v1
