import pypto.language as pl


# Every scope statement: InCore (with split and name), Cluster, Hierarchy
# (host and cluster levels), SPMD (with-form and loop form), split-AIV
# regions and runtime scopes in automatic and manual mode.
@pl.program
class ScopeForms:
    @pl.function
    def outlined(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)], name_hint="halves"):
            a: pl.Tensor[[64, 128], pl.FP32] = pl.exp(x)
            y = pl.assemble(y, a, [0, 0])
        with pl.cluster():
            with pl.at(level=pl.Level.CORE_GROUP):
                b: pl.Tensor[[64, 128], pl.FP32] = pl.add(y, x)
                y = pl.assemble(y, b, [0, 0])
        with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
            c: pl.Tensor[[64, 128], pl.FP32] = pl.mul(y, 2.0)
            y = pl.assemble(y, c, [0, 0])
        with pl.at(level=pl.Level.CLUSTER_0):
            d: pl.Tensor[[64, 128], pl.FP32] = pl.sub(y, x)
            y = pl.assemble(y, d, [0, 0])
        return y

    @pl.function
    def data_parallel(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.spmd(4, sync_start=True):
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[64, 128], pl.FP32] = pl.neg(x)
                y = pl.assemble(y, e, [0, 0])
        for blk in pl.spmd(8, name_hint="rows"):
            part: pl.Tensor[[8, 128], pl.FP32] = pl.slice(x, [8, 128], [blk * 8, 0])
            sq: pl.Tensor[[8, 128], pl.FP32] = pl.mul(part, part)
            y = pl.assemble(y, sq, [blk * 8, 0])
        return y

    @pl.function(type=pl.FunctionType.AIV)
    def split_vector(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for half in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
            t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [half * 32, 0], [32, 128])
            r: pl.Tile[[32, 128], pl.FP32] = pl.abs(t)
            pl.tile.store(r, [half * 32, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope():
            y = self.split_vector(x, y)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y = self.split_vector(y, y)
        with pl.manual_scope():
            for i in pl.range(2):
                y = self.split_vector(y, y)
        return y
