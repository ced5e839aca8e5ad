# pypto.program: GatedMlpScopes
import pypto.language as pl

@pl.program
class GatedMlpScopes:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mlp_block(x__ssa_v0: pl.Tensor[[64, 128], pl.BF16], rb__idx_v0: pl.Scalar[pl.INDEX], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        xs__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [rb__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        w_gate__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(w_gate__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        g__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for g__tile_l0_ko, (g__tile_l0_c,) in pl.pipeline(0, 128, 64, stage=2, init_values=(g__tile_l0_init,)):
            g__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs__tile, 0, g__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
            g__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.Mem.Right] = pl.tile.extract(w_gate__ssa_v0_mat, g__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            if g__tile_l0_ko == 0:
                g__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(g__tile_l0_a, g__tile_l0_b)
                g__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(g__tile_l0_c_first)
            else:
                g__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(g__tile_l0_c, g__tile_l0_a, g__tile_l0_b)
                g__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(g__tile_l0_c_acc)
            g__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(g__tile_l0_c_phi)
        w_up__ssa_v0_mat: pl.Tile[[128, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(w_up__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        u__tile_l0_init: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for u__tile_l0_ko, (u__tile_l0_c,) in pl.pipeline(0, 128, 64, stage=2, init_values=(u__tile_l0_init,)):
            u__tile_l0_a: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(xs__tile, 0, u__tile_l0_ko, [16, 64], target_memory=pl.Mem.Left)
            u__tile_l0_b: pl.Tile[[64, 256], pl.BF16, pl.Mem.Right] = pl.tile.extract(w_up__ssa_v0_mat, u__tile_l0_ko, 0, [64, 256], target_memory=pl.Mem.Right)
            if u__tile_l0_ko == 0:
                u__tile_l0_c_first: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(u__tile_l0_a, u__tile_l0_b)
                u__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(u__tile_l0_c_first)
            else:
                u__tile_l0_c_acc: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(u__tile_l0_c, u__tile_l0_a, u__tile_l0_b)
                u__tile_l0_c_phi: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(u__tile_l0_c_acc)
            u__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.yield_(u__tile_l0_c_phi)
        g__tile_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.move(g__tile, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        ng__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.neg(g__tile_Vec)
        eg__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.exp(ng__tile)
        den__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.adds(eg__tile, 1.0)
        sig__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.recip(den__tile)
        silu__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(g__tile_Vec, sig__tile)
        u__tile_Vec: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.move(u__tile, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        h__tile: pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec] = pl.tile.mul(silu__tile, u__tile_Vec)
        hb__tile: pl.Tile[[16, 256], pl.BF16, pl.Mem.Vec] = pl.tile.cast(h__tile, target_type=pl.BF16, mode='round')
        acc__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for kb__idx_v0, (acc__iter_v1,) in pl.range(2, init_values=(acc__tile,)):
            hk__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.slice(hb__tile, [16, 128], [0, kb__idx_v0 * 128])
            wk__tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(w_down__ssa_v0, [kb__idx_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
            if kb__idx_v0 == 0:
                hk__tile_Left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(hk__tile, target_memory=pl.Mem.Left)
                wk__tile_Right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(wk__tile, target_memory=pl.Mem.Right)
                acc__tile_1: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(hk__tile_Left, wk__tile_Right)
                acc__phi_v5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__tile_1)
            else:
                hk__tile_Left_1: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(hk__tile, target_memory=pl.Mem.Left)
                wk__tile_Right_1: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(wk__tile, target_memory=pl.Mem.Right)
                acc__tile_2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc__iter_v1, hk__tile_Left_1, wk__tile_Right_1)
                acc__phi_v5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__tile_2)
            acc__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__phi_v5)
        out__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(acc__rv_v2, [rb__idx_v0 * 16, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 128], pl.BF16], w_gate__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_up__ssa_v0: pl.Tensor[[128, 256], pl.BF16], w_down__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb__idx_v0, (out__iter_v1,) in pl.parallel(4, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.mlp_block(x__ssa_v0, rb__idx_v0, w_gate__ssa_v0, w_up__ssa_v0, w_down__ssa_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
