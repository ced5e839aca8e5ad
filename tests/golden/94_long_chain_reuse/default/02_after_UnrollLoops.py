# pypto.program: LongChainReuse
import pypto.language as pl

@pl.program
class LongChainReuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def chain(x: pl.Tensor[[64, 128], pl.FP32], y: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        c: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        d: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c, 2.0)
        e: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d)
        f: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(e, a)
        g: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(f, b)
        h: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(g, 1.0)
        i: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(h)
        j: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(i, g)
        k: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(j)
        m: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(k)
        n: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.abs(m)
        done: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(n, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out: pl.Tensor[[64, 128], pl.FP32] = self.chain(x, y, out)
        return out
