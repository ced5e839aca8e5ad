# pypto.program: DumpTagNestedInline
import pypto.language as pl

@pl.program
class DumpTagNestedInline:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def relu_k(a: pl.Tensor[[16, 128], pl.FP32], o: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t)
        o: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s, [0, 0], o)
        return o
    @pl.function(type=pl.FunctionType.Inline)
    def inner(self, a: pl.Tensor[[16, 128], pl.FP32], o: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        o: pl.Tensor[[16, 128], pl.FP32] = self.relu_k(a, o)
        return o
    @pl.function(type=pl.FunctionType.Inline)
    def outer(self, a: pl.Tensor[[16, 128], pl.FP32], o: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        o: pl.Tensor[[16, 128], pl.FP32] = self.inner(a, o)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], y: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        y: pl.Tensor[[16, 128], pl.FP32] = self.outer(x, y, attrs={"dump_vars": [x]})
        return y
