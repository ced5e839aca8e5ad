# pypto.program: CallBindFreshCallerVar
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class CallBindFreshCallerVar:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        out: pl.Tensor[[N, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return out
    @pl.function
    def run(self, x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        h: pl.Tensor[[pl.tensor.dim(x, pl.const(0, pl.INDEX)) // pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tensor.create([pl.tensor.dim(x, 0) // 2, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        h2: pl.Tensor[[pl.tensor.dim(x, pl.const(0, pl.INDEX)) // pl.const(2, pl.INDEX), 64], pl.FP32] = self.kern(h)
        return h2
