# A rem/rems scratch tile created outside Vec: InferTileMemorySpace moves it
# to Vec, and the move lands row-major (ND), as the backend reads every
# operand of trem/trems, the scratch included, row-major.
# Remainder ops on tiles: fmod / fmods (the result never shares an input's
# buffer), rem / rems with their scratch tile, and the unified spellings.
import pypto.language as pl


@pl.program
class RemainderOps:
    @pl.function(type=pl.FunctionType.InCore)
    def float_remainders(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP32] = pl.load(b, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(ta, tb)
        u: pl.Tile[[16, 64], pl.FP32] = pl.tile.fmod(s, tb)
        v: pl.Tile[[16, 64], pl.FP32] = pl.tile.fmods(u, 3.0)
        w: pl.Tile[[16, 64], pl.FP32] = pl.fmod(v, 2)
        tmp: pl.Tile[[16, 64], pl.FP32] = pl.create_tile([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 64], pl.FP32] = pl.rems(w, 1.5, tmp)
        done: pl.Tensor[[16, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.InCore)
    def int_remainders(
        self,
        a: pl.Tensor[[16, 64], pl.INT32],
        b: pl.Tensor[[16, 64], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
    ) -> pl.Tensor[[16, 64], pl.INT32]:
        ta: pl.Tile[[16, 64], pl.INT32] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.INT32] = pl.load(b, [0, 0], [16, 64])
        tmp: pl.Tile[[16, 64], pl.INT32] = pl.create_tile([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Bias)
        q: pl.Tile[[16, 64], pl.INT32] = pl.tile.rem(ta, tb, tmp)
        r: pl.Tile[[16, 64], pl.INT32] = pl.tile.rems(q, 3, tmp)
        done: pl.Tensor[[16, 64], pl.INT32] = pl.store(r, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[16, 64], pl.FP32],
        ia: pl.Tensor[[16, 64], pl.INT32],
        ib: pl.Tensor[[16, 64], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        iout: pl.Out[pl.Tensor[[16, 64], pl.INT32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.float_remainders(a, b, out)
        iout = self.int_remainders(ia, ib, iout)
        return out
