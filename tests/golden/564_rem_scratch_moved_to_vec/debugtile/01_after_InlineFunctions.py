# pypto.program: RemainderOps
import pypto.language as pl

@pl.program
class RemainderOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def float_remainders(a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        ta: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.fmod(s, tb)
        v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.fmods(u, 3.0)
        w: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.fmods(v, 2.0)
        tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.rems(w, 1.5, tmp)
        done: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def int_remainders(a: pl.Tensor[[16, 64], pl.INT32], b: pl.Tensor[[16, 64], pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.INT32]:
        ta: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tmp: pl.Tile[[16, 64], pl.INT32, pl.Mem.Bias] = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Bias)
        q: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.rem(ta, tb, tmp)
        r: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.rems(q, pl.const(3, pl.INT32), tmp)
        done: pl.Tensor[[16, 64], pl.INT32] = pl.tile.store(r, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32], ia: pl.Tensor[[16, 64], pl.INT32], ib: pl.Tensor[[16, 64], pl.INT32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], iout: pl.Out[pl.Tensor[[16, 64], pl.INT32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.float_remainders(a, b, out)
        iout: pl.Tensor[[16, 64], pl.INT32] = self.int_remainders(ia, ib, iout)
        return out
