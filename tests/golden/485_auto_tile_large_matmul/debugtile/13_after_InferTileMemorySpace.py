# pypto.program: AutoTileLargeMatmul
import pypto.language as pl

@pl.program
class AutoTileLargeMatmul:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def big_mm(a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        am__ssa_v0: pl.Tile[[128, 256], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [128, 256], [128, 256], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[256, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        acc__ssa_v0_l0_init: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.create([128, 128], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for acc__ssa_v0_l0_ko, (acc__ssa_v0_l0_c,) in pl.pipeline(0, 256, 128, stage=2, init_values=(acc__ssa_v0_l0_init,)):
            acc__ssa_v0_l0_a: pl.Tile[[128, 128], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(am__ssa_v0, 0, acc__ssa_v0_l0_ko, [128, 128], target_memory=pl.Mem.Left)
            acc__ssa_v0_l0_b: pl.Tile[[128, 128], pl.FP16, pl.Mem.Right] = pl.tile.extract(bm__ssa_v0, acc__ssa_v0_l0_ko, 0, [128, 128], target_memory=pl.Mem.Right)
            if acc__ssa_v0_l0_ko == 0:
                acc__ssa_v0_l0_c_first: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(acc__ssa_v0_l0_a, acc__ssa_v0_l0_b)
                acc__ssa_v0_l0_c_phi: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__ssa_v0_l0_c_first)
            else:
                acc__ssa_v0_l0_c_acc: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc__ssa_v0_l0_c, acc__ssa_v0_l0_a, acc__ssa_v0_l0_b)
                acc__ssa_v0_l0_c_phi: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__ssa_v0_l0_c_acc)
            acc__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(acc__ssa_v0_l0_c_phi)
        cd__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return cd__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[128, 256], pl.FP16], b__ssa_v0: pl.Tensor[[256, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        c__ssa_v1: pl.Tensor[[128, 128], pl.FP32] = self.big_mm(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v1
