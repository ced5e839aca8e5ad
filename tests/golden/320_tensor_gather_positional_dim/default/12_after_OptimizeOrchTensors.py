# pypto.program: GatherDim
import pypto.language as pl

@pl.program
class GatherDim:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(src__ssa_v0: pl.Tensor[[4, 16], pl.FP32], index__ssa_v0: pl.Tensor[[4, 8], pl.INT32], output__ssa_v0: pl.InOut[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        gather_acc_init: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(4, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [gather_lv, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(index__ssa_v0, [gather_lv, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_asmbl)
        g__tile: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = gather_rv
        gather_acc_init_1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv_1, (gather_ia_1,) in pl.range(4, init_values=(gather_acc_init_1,)):
            gather_inp_row_1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [gather_lv_1, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            gather_idx_row_1: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(index__ssa_v0, [gather_lv_1, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
            gather_row_tmp_1: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row_1: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp_row_1, gather_idx_row_1, gather_row_tmp_1)
            gather_asmbl_1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_ia_1, gather_row_1, [gather_lv_1, 0])
            gather_rv_1: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_asmbl_1)
        h__tile: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = gather_rv_1
        s__tile: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(g__tile, h__tile)
        output__tile: pl.Tensor[[4, 8], pl.FP32] = pl.tile.store(s__tile, [0, 0], output__ssa_v0)
        return output__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[4, 16], pl.FP32], index__ssa_v0: pl.Tensor[[4, 8], pl.INT32], output__ssa_v0: pl.InOut[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        output__ssa_v1: pl.Tensor[[4, 8], pl.FP32] = self.main_incore_0(src__ssa_v0, index__ssa_v0, output__ssa_v0)
        return output__ssa_v1
