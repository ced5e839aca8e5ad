# pypto.program: AtTaskIdDumps
import pypto.language as pl

@pl.program
class AtTaskIdDumps:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[x]) as tid:
            a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            b: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a, a)
            out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(b, [0, 0], out)
        with pl.at(level=pl.Level.CORE_GROUP, deps=[tid], dumps=[out]) as tid2:
            c: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(out, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            d: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(c, c)
            out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return out
