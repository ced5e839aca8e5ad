# pypto.program: MinIfPhiStandaloneMerge
import pypto.language as pl

@pl.program
class MinIfPhiStandaloneMerge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x: pl.Tensor[[16, 64], pl.FP32], t: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        done: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(a, [0, 0], t)
        return done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def refine(src: pl.Tensor[[16, 64], pl.FP32], res: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for k in pl.range(2):
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
        done: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc, [0, 0], res)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        if flag > 0:
            t: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, t)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        res: pl.Tensor[[16, 64], pl.FP32] = self.refine(t, res)
        out: pl.Tensor[[16, 64], pl.FP32] = self.fill(res, out)
        return out
