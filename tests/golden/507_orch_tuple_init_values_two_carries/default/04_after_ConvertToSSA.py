# pypto.program: TC1
import pypto.language as pl

@pl.program
class TC1:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kadd(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], o__ssa_v0)
        return o__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kexp(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        o__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], o__ssa_v0)
        return o__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i__idx_v0, (p, q) in pl.range(4, init_values=(a__ssa_v0, b__ssa_v0)):
            np___ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            np___ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.kadd(p, q, np___ssa_v0)
            nq__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            nq__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.kexp(p, nq__ssa_v0)
            rp, rq = pl.yield_(np___ssa_v1, nq__ssa_v1)
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.kadd(rp, rq, y__ssa_v0)
        return y__ssa_v1
