# pypto.program: TupleAnnotationDtype
import pypto.language as pl

@pl.program
class TupleAnnotationDtype:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32], o1__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        r1__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], o1__ssa_v0)
        r2__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], o2__ssa_v0)
        return r1__ssa_v0, r2__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        o1__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o2__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        res__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(a__ssa_v0, o1__ssa_v0, o2__ssa_v0)
        x__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = res__ssa_v0[1]
        return x__ssa_v0
