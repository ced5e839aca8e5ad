# pypto.program: ReluVariants
import pypto.language as pl

@pl.program
class ReluVariants:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def activations(a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[16, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        ta: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.exp(ta)
        l0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.lrelu(e, 0.25)
        l1: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.lrelu(l0, 1.0)
        tmp: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        p: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.prelu(l1, tb, tmp)
        s0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.sels(p, ta, pl.const(1, pl.INT32))
        mode: pl.Scalar[pl.INT32] = pl.const(0, pl.INT32)
        r: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.sels(s0, tb, mode)
        done: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(r, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[16, 64], pl.FP16], out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        out: pl.Tensor[[16, 64], pl.FP16] = self.activations(a, b, out)
        return out
