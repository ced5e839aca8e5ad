# pypto.program: LoopRebindDyn
import pypto.language as pl

@pl.program
class LoopRebindDyn:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x: pl.Tensor[[16, 64], pl.FP32], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.BOOL], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        cur: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cur: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, cur)
        for i in pl.range(n):
            fresh: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            fresh: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, fresh)
            cur: pl.Tensor[[16, 64], pl.FP32] = fresh
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(out, cur, [16, 0])
        return out
