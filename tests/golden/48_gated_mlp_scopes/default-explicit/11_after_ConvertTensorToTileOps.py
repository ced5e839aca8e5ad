# pypto.program: GatedMlpScopes
import pypto.language as pl

@pl.program
class GatedMlpScopes:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mlp_block(x__ssa_v0: pl.Tensor[[64, 128], pl.BF16], rb__idx_v0: pl.Scalar[pl.INDEX], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        xs__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        w_gate__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w_gate__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        g__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(xs__tile, w_gate__ssa_v0_mat)
        w_up__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w_up__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        u__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(xs__tile, w_up__ssa_v0_mat)
        ng__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.neg(g__tile)
        eg__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.exp(ng__tile)
        den__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.adds(eg__tile, 1.0)
        sig__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.recip(den__tile)
        silu__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.mul(g__tile, sig__tile)
        h__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.mul(silu__tile, u__tile)
        hb__tile: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.cast(h__tile, target_type=pl.BF16, mode='round')
        acc__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(2, init_values=(acc__tile,)):
            hk__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.slice(hb__tile, [16, 128], [0, kb__idx_v0 * 128])
            wk__tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(w_down__ssa_v0, [kb__idx_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
            if kb__idx_v0 == 0:
                acc__tile_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(hk__tile, wk__tile)
                acc__phi_v5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_1)
            else:
                acc__tile_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul_acc(acc__iter_v1, hk__tile, wk__tile)
                acc__phi_v5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(acc__phi_v5)
        out__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc__rv_v2, [rb__idx_v0 * 16, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.BF16], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (out__iter_v1,) in pl.parallel(4, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.mlp_block(x__ssa_v0, rb__idx_v0, w_gate__ssa_v0, w_up__ssa_v0, w_down__ssa_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
