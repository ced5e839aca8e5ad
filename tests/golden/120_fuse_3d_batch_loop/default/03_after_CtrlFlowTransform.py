# pypto.program: Fuse3DBatchLoop
import pypto.language as pl

@pl.program
class Fuse3DBatchLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def neg_batch(src: pl.Tensor[[128, 64], pl.FP32], b: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        n: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        part: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(n, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b in pl.range(4):
            part: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[32, 64], pl.FP32] = self.neg_batch(src, b, part)
            out: pl.Tensor[[4, 32, 64], pl.FP32] = pl.tensor.assemble(out, part, [b, 0, 0])
        return out
