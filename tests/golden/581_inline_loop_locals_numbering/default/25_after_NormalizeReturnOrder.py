# pypto.program: InlineLoopLocalsNumbering
import pypto.language as pl

@pl.program
class InlineLoopLocalsNumbering:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        first_inline3__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for k_inline2__idx_v0, (acc,) in pl.range(2, init_values=(first_inline3__ssa_v0,)):
            twice_inline0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
            total_inline1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(twice_inline0__ssa_v0)
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(total_inline1, [0, 0], y__ssa_v0)
        y__store: pl.Tensor[[16, 64], pl.FP32] = y__ssa_v1
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = self.run_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v2
