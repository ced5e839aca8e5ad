# pypto.program: SsaEscapeForwardRefCalls
import pypto.language as pl

@pl.program
class SsaEscapeForwardRefCalls:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k2(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        t2__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t2__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c1__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        a__ssa_v0: pl.UnknownType = self.k(x__ssa_v0, c1__ssa_v0)
        for i__idx_v0, (b__iter_v0,) in pl.range(2, init_values=(a__ssa_v0,)):
            c2__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            b__ssa_v2: pl.UnknownType = self.k2(a__ssa_v0, c2__ssa_v0)
            b__rv_v1: pl.UnknownType = pl.yield_(b__ssa_v2)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.k(b__rv_v1, y__ssa_v0)
        return y__ssa_v1
