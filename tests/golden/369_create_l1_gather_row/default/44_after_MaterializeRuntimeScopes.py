# pypto.program: PagedKeyGather
import pypto.language as pl

@pl.program
class PagedKeyGather:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def scores(q__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], pool__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], pages__ssa_v0: pl.Tensor[[16], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 4096)
        mem_left_7: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 4096)
        mem_right_8: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 4096)
        mem_acc_9: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 1024)
        keys__tile: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=False)
        for r__idx_v0, (keys__iter_v1,) in pl.range(16, init_values=(keys__tile,)):
            page__tile: pl.Scalar[pl.INT32] = pl.tensor.read(pages__ssa_v0, [r__idx_v0])
            phys__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(page__tile, pl.INDEX)
            keys__tile_1: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.gather_row(keys__iter_v1, pool__ssa_v0, [r__idx_v0, 0], [phys__ssa_v0, 0], [1, 128], transpose=False)
            keys__rv_v2: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat] = pl.yield_(keys__tile_1)
        q__ssa_v0_mat: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_mat_6, pl.const(4096, pl.INT64), 4096), pl.Mem.Mat] = pl.tile.load(q__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        keys__rv_v2_t: pl.Tile[[128, 16], pl.BF16, pl.MemRef(mem_mat_4, pl.const(0, pl.INT64), 4096), pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.transpose_view(keys__rv_v2)
        q__ssa_v0_mat_Left: pl.Tile[[16, 128], pl.BF16, pl.MemRef(mem_left_7, pl.const(0, pl.INT64), 4096), pl.Mem.Left] = pl.tile.move(q__ssa_v0_mat, target_memory=pl.Mem.Left)
        keys__rv_v2_t_Right: pl.Tile[[128, 16], pl.BF16, pl.MemRef(mem_right_8, pl.const(0, pl.INT64), 4096), pl.Mem.Right] = pl.tile.move(keys__rv_v2_t, target_memory=pl.Mem.Right)
        s__tile: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_acc_9, pl.const(0, pl.INT64), 1024), pl.Mem.Acc] = pl.tile.matmul(q__ssa_v0_mat_Left, keys__rv_v2_t_Right)
        out__tile: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tile.store(s__tile, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, q__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], pool__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], pages__ssa_v0: pl.Tensor[[16], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)]) -> pl.Tensor[[16, 16], pl.FP32]:
        with pl.scope():
            out__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            out__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.scores(q__ssa_v0, pool__ssa_v0, pages__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
            return out__ssa_v1
