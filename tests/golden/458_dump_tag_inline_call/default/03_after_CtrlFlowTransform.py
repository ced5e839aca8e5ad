# pypto.program: MinDumpTagInlineCall
import pypto.language as pl

@pl.program
class MinDumpTagInlineCall:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def relu_k(a: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t)
        o: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(r, [0, 0], o)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = self.relu_k(x, y, attrs={"dump_vars": [x]})
        return y
