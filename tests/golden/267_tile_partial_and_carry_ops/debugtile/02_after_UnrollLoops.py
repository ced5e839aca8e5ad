# pypto.program: PartialAndCarry
import pypto.language as pl

@pl.program
class PartialAndCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def combine(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[16, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        ta: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.part_add(ta, tb)
        p1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.part_mul(p0, tb)
        p2: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.part_max(p1, ta)
        p3: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.part_min(p2, tb)
        c0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.addc(p3, ta, tb)
        c1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.subc(c0, tb, ta)
        c2: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.addsc(c1, pl.const(2.0, pl.FP16), tb)
        r: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.subsc(c2, pl.const(1.0, pl.FP16), ta)
        done: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(r, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[16, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        out: pl.Tensor[[16, 64], pl.FP16] = self.combine(a, b, out)
        return out
