# pypto.program: MinDumpTagInlineCall
import pypto.language as pl

@pl.program
class MinDumpTagInlineCall:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def relu_k(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t__ssa_v0)
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], o__ssa_v0)
        return o__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.relu_k(x__ssa_v0, y__ssa_v0, attrs={"dump_vars": [x__ssa_v0]})
        return y__ssa_v1
