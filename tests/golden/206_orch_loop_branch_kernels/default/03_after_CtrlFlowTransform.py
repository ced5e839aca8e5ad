# pypto.program: OrchLoopBranchKernels
import pypto.language as pl

@pl.program
class OrchLoopBranchKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def double(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        d: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halve(x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        h: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.5)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(h, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        cur: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        cur: pl.Tensor[[16, 64], pl.FP32] = self.double(x, cur)
        for i in pl.range(n):
            if i % 2 == 0:
                cur: pl.Tensor[[16, 64], pl.FP32] = self.halve(cur, cur)
            else:
                cur: pl.Tensor[[16, 64], pl.FP32] = self.double(cur, cur)
        out: pl.Tensor[[16, 64], pl.FP32] = self.double(cur, out)
        return out
