# pypto.program: AtTaskIdLoop
import pypto.language as pl

@pl.program
class AtTaskIdLoop:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="first") as t0__ssa_v0:
            a__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
            b__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__ssa_v0)
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(b__ssa_v0, [0, 0], y__ssa_v0)
        for i__idx_v0, (out__iter_v1,) in pl.range(2, init_values=(out__ssa_v0,)):
            with pl.at(level=pl.Level.CORE_GROUP, deps=[t0__ssa_v0], allow_early_resolve=True) as t1__ssa_v0:
                c__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v1, [i__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
                d__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(c__ssa_v0, c__ssa_v0)
                out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [i__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        with pl.at(level=pl.Level.CORE_GROUP, allow_early_resolve=True):
            e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(out__rv_v2, [32, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            out__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [48, 0], out__rv_v2)
        return out__ssa_v4
