# pypto.program: ScopeForms
import pypto.language as pl

@pl.program
class ScopeForms:
    @pl.function
    def data_parallel(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            with pl.at(level=pl.Level.CORE_GROUP):
                e__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.neg(x__ssa_v0)
                y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, e__ssa_v0, [0, 0])
        for blk__ssa_v0 in pl.spmd(8, name_hint="rows_spmd"):
            part__ssa_v0: pl.Tensor[[8, 128], pl.FP32] = pl.tensor.slice(x__ssa_v0, [8, 128], [blk__ssa_v0 * 8, 0])
            sq__ssa_v0: pl.Tensor[[8, 128], pl.FP32] = pl.tensor.mul(part__ssa_v0, part__ssa_v0)
            y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v1, sq__ssa_v0, [blk__ssa_v0 * 8, 0])
        return y__ssa_v2
    @pl.function
    def outlined(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)], name_hint="halves"):
            a__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x__ssa_v0)
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v0, a__ssa_v0, [0, 0])
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                b__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(y__ssa_v1, x__ssa_v0)
                y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v1, b__ssa_v0, [0, 0])
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            c__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.muls(y__ssa_v2, 2.0)
            y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v2, c__ssa_v0, [0, 0])
        with pl.at(level=pl.Level.CLUSTER_0):
            d__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.sub(y__ssa_v3, x__ssa_v0)
            y__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v3, d__ssa_v0, [0, 0])
        return y__ssa_v4
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def split_vector(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for half__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [half__ssa_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
                r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t__ssa_v0)
                pl.tile.store(r__ssa_v0, [half__ssa_v0 * 32, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope():
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(x__ssa_v0, y__ssa_v0)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(y__ssa_v1, y__ssa_v1)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for i__idx_v0, (y__iter_v3,) in pl.range(2, init_values=(y__ssa_v2,)):
                y__ssa_v5: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(y__iter_v3, y__iter_v3)
                y__rv_v4: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v5)
        return y__rv_v4
