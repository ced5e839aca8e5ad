# A mixed cube/vector kernel in the loop form: split into AIC, AIV and a Group under the
# Spmd wrapper.
import pypto.language as pl


@pl.program
class SpmdMixed:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[256, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(4, name_hint="mm"):
            at: pl.Tile[[64, 64], pl.FP16] = pl.load(a, [i * 64, 0], [64, 64], target_memory=pl.Mem.Mat)
            wt: pl.Tile[[64, 64], pl.FP16] = pl.load(w, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
            al: pl.Tile[[64, 64], pl.FP16] = pl.move(at, target_memory=pl.Mem.Left)
            wr: pl.Tile[[64, 64], pl.FP16] = pl.move(wt, target_memory=pl.Mem.Right)
            c: pl.Tile[[64, 64], pl.FP32] = pl.matmul(al, wr)
            cv: pl.Tile[[64, 64], pl.FP32] = pl.move(c, target_memory=pl.Mem.Vec)
            r: pl.Tile[[64, 64], pl.FP32] = pl.relu(cv)
            y = pl.store(r, [i * 64, 0], y)
        return y
