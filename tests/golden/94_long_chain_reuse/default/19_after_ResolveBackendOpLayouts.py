# pypto.program: LongChainReuse
import pypto.language as pl

@pl.program
class LongChainReuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def chain(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
        d__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(c__ssa_v0, 2.0)
        e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(d__ssa_v0)
        f__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(e__ssa_v0, a__ssa_v0)
        g__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(f__ssa_v0, b__ssa_v0)
        h__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(g__ssa_v0, 1.0)
        i__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(h__ssa_v0)
        j__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(i__ssa_v0, g__ssa_v0)
        k__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(j__ssa_v0)
        m__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(k__ssa_v0)
        n__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.abs(m__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(n__ssa_v0, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.chain(x__ssa_v0, y__ssa_v0, out__ssa_v0)
        return out__ssa_v1
