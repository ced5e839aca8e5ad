# Leaky and parametric ReLU and the scalar-mode select: lrelu's slope is an
# FP32 constant whatever the tile dtype, sels's mode an INT32 one.
import pypto.language as pl


@pl.program
class ReluVariants:
    @pl.function(type=pl.FunctionType.InCore)
    def activations(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        ta: pl.Tile[[16, 64], pl.FP16] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP16] = pl.load(b, [0, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP16] = pl.exp(ta)
        l0: pl.Tile[[16, 64], pl.FP16] = pl.lrelu(e, 0.25)
        l1: pl.Tile[[16, 64], pl.FP16] = pl.tile.lrelu(l0, 1)
        tmp: pl.Tile[[16, 64], pl.FP16] = pl.create_tile([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        p: pl.Tile[[16, 64], pl.FP16] = pl.prelu(l1, tb, tmp)
        s0: pl.Tile[[16, 64], pl.FP16] = pl.tile.sels(p, ta, 1)
        mode: pl.Scalar[pl.INT32] = pl.const(0, pl.INT32)
        r: pl.Tile[[16, 64], pl.FP16] = pl.sels(s0, tb, mode)
        done: pl.Tensor[[16, 64], pl.FP16] = pl.store(r, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        out = self.activations(a, b, out)
        return out
