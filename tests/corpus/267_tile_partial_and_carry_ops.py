# Partial combines (part_add/mul/max/min) and the three-operand adds and
# subtracts (addc, subc, addsc, subsc) on tiles, qualified and unified.
import pypto.language as pl


@pl.program
class PartialAndCarry:
    @pl.function(type=pl.FunctionType.InCore)
    def combine(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        ta: pl.Tile[[16, 64], pl.FP16] = pl.load(a, [0, 0], [16, 64])
        tb: pl.Tile[[16, 64], pl.FP16] = pl.load(b, [0, 0], [16, 64])
        p0: pl.Tile[[16, 64], pl.FP16] = pl.part_add(ta, tb)
        p1: pl.Tile[[16, 64], pl.FP16] = pl.tile.part_mul(p0, tb)
        p2: pl.Tile[[16, 64], pl.FP16] = pl.part_max(p1, ta)
        p3: pl.Tile[[16, 64], pl.FP16] = pl.tile.part_min(src0=p2, src1=tb)
        c0: pl.Tile[[16, 64], pl.FP16] = pl.addc(p3, ta, tb)
        c1: pl.Tile[[16, 64], pl.FP16] = pl.tile.subc(c0, tb, ta)
        c2: pl.Tile[[16, 64], pl.FP16] = pl.tile.addsc(c1, 2, tb)
        r: pl.Tile[[16, 64], pl.FP16] = pl.subsc(c2, 1, rhs2=ta)
        done: pl.Tensor[[16, 64], pl.FP16] = pl.store(r, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        out = self.combine(a, b, out)
        return out
