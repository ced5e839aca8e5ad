# pypto.program: MinIfPhiStandaloneMerge
import pypto.language as pl

@pl.program
class MinIfPhiStandaloneMerge:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fill(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], t__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(a__ssa_v0, [0, 0], t__ssa_v0)
        return t__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def refine(src__ssa_v0: pl.Tensor[[16, 64], pl.FP32], res__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for k__idx_v0, (acc__iter_v1,) in pl.range(2, init_values=(acc__ssa_v0,)):
            acc__ssa_v3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc__iter_v1, acc__iter_v1)
            acc__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc__ssa_v3)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc__rv_v2, [0, 0], res__ssa_v0)
        return res__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        if 0 < flag__ssa_v0:
            t__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.fill(x__ssa_v0, t__ssa_v0)
            t__phi_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(t__ssa_v1)
        else:
            t__phi_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(t__ssa_v0)
        res__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        res__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.refine(t__phi_v2, res__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.fill(res__ssa_v1, out__ssa_v0)
        return out__ssa_v1
