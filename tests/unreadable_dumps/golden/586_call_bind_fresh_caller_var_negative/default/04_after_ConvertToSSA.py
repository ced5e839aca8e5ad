# pypto.program: CallBindFreshCallerVar
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class CallBindFreshCallerVar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(out__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        out__ssa_v1: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function
    def run(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        h__ssa_v0: pl.Tensor[[pl.tensor.dim(x__ssa_v0, pl.const(0, pl.INDEX)) // pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tensor.create([pl.tensor.dim(x__ssa_v0, 0) // 2, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        h2__ssa_v0: pl.Tensor[[pl.tensor.dim(x, pl.const(0, pl.INDEX)) // pl.const(2, pl.INDEX), 64], pl.FP32] = self.kern(h__ssa_v0)
        return h2__ssa_v0
