# error: 16:17: unexpected indent
# (the skipped `else:` block of a loop must still be valid Python: the
# reference's front end compiles the file and reports a SyntaxError here)
import pypto.language as pl


@pl.program
class LoopElseIndent:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        for j in pl.range(2):
            t = pl.mul(t, t)
        else:
            t = pl.exp(t)
                t = pl.exp(t)
        out = pl.store(t, [0, 0], out)
        return out
