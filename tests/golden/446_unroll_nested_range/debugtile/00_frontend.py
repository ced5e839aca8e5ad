# pypto.program: UnrollNested
import pypto.language as pl

@pl.program
class UnrollNested:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for u in pl.unroll(2):
            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [u * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            for j in pl.range(2):
                t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [u * 32 + j * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc, [u * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[64, 64], pl.FP32] = self.kern(x, out)
        return out
