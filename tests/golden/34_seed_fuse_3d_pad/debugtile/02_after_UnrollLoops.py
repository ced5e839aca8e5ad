# pypto.program: Before3D
import pypto.language as pl

@pl.program
class Before3D:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def compute(x: pl.Tensor[[4, 8], pl.FP32], chunk: pl.Out[pl.Tensor[[2, 4], pl.FP32]]) -> pl.Tensor[[2, 4], pl.FP32]:
        t: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)
        e: pl.Tile[[2, 4], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        chunk_1: pl.Tensor[[2, 4], pl.FP32] = pl.tile.store(e, [0, 0], chunk)
        return chunk_1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32]]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        for b in pl.range(2):
            for c in pl.range(2):
                col: pl.Scalar[pl.INDEX] = c * 4
                chunk: pl.Tensor[[2, 4], pl.FP32] = pl.tensor.create([2, 4], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                chunk: pl.Tensor[[2, 4], pl.FP32] = self.compute(x, chunk)
                out: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.assemble(out, chunk, [b, 0, col])
        return out
