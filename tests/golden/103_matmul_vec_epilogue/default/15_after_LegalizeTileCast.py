# pypto.program: MatmulVecEpilogue
import pypto.language as pl

@pl.program
class MatmulVecEpilogue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def epilogue(c__ssa_v0: pl.Tensor[[32, 64], pl.FP32], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        bt__ssa_v0: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(t__ssa_v0, bt__ssa_v0)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(s__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def mm(a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Left] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[32, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], bias__ssa_v0: pl.Tensor[[1, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.mm(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.epilogue(c__ssa_v1, bias__ssa_v0, out__ssa_v0)
        return out__ssa_v1
