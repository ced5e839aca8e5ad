# pypto.program: DecoderResidualParallelScope
import pypto.language as pl

@pl.program
class DecoderResidualParallelScope:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], rb__idx_v0: pl.Scalar[pl.INDEX], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        xb__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        sq__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(xb__tile, xb__tile)
        tmp_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        ss__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq__tile, tmp_tile)
        ms__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ss__tile, 0.0078125)
        ms2__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.adds(ms__tile, 9.9999999999999995e-07)
        inv__tile: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(ms2__tile)
        xn__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(xb__tile, inv__tile)
        xh__tile: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(xn__tile, target_type=pl.FP16, mode='round')
        x0__tile: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.slice(xh__tile, [16, 64], [0, 0])
        w0__tile: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        acc0__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x0__tile, w0__tile)
        x1__tile: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.slice(xh__tile, [16, 64], [0, 64])
        w1__tile: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [64, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        acc1__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc0__tile, x1__tile, w1__tile)
        res__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.add(acc1__tile, xb__tile)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(res__tile, [rb__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], w__ssa_v0: pl.Tensor[[128, 128], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (y__iter_v1,) in pl.parallel(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(x__ssa_v0, rb__idx_v0, w__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v3)
        return y__rv_v2
