# pypto.program: ScopeForms
import pypto.language as pl

@pl.program
class ScopeForms:
    @pl.function
    def data_parallel(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.neg(x)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, e, [0, 0])
        for blk in pl.spmd(8, name_hint="rows_spmd"):
            part: pl.Tensor[[8, 128], pl.FP32] = pl.tensor.slice(x, [8, 128], [blk * 8, 0])
            sq: pl.Tensor[[8, 128], pl.FP32] = pl.tensor.mul(part, part)
            y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, sq, [blk * 8, 0])
        return y
    @pl.function
    def outlined(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)], name_hint="halves"):
            a: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.exp(x)
            y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, a, [0, 0])
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                b: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.add(y, x)
                y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, b, [0, 0])
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            c: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.muls(y, 2.0)
            y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, c, [0, 0])
        with pl.at(level=pl.Level.CLUSTER_0):
            d: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.sub(y, x)
            y: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y, d, [0, 0])
        return y
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def split_vector(x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for half in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [half * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
                r: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t)
                pl.tile.store(r, [half * 32, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope():
            y: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(x, y)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(y, y)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for i in pl.range(2):
                y: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(y, y)
        return y
