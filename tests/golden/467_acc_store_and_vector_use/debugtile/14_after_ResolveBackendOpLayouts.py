# pypto.program: AccStoreAndVectorUse
import pypto.language as pl

@pl.program
class AccStoreAndVectorUse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def logits(h__ssa_v0: pl.Tensor[[32, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        h_m__ssa_v0: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(h__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        h_l__ssa_v0: pl.Tile[[32, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(h_m__ssa_v0, target_memory=pl.Mem.Left)
        w_m__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(w__ssa_v0, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        w_r__ssa_v0: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(w_m__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(h_l__ssa_v0, w_r__ssa_v0)
        acc__ssa_v0_Vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        raw__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__ssa_v0_Vec, [0, 0], raw__ssa_v0)
        e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(acc__ssa_v0_Vec)
        probs__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], probs__ssa_v0)
        return raw__ssa_v1, probs__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, h__ssa_v0: pl.Tensor[[32, 128], pl.BF16], w__ssa_v0: pl.Tensor[[128, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.logits(h__ssa_v0, w__ssa_v0, raw__ssa_v0, probs__ssa_v0)
        raw__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        probs__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return raw__ssa_v1, probs__ssa_v1
