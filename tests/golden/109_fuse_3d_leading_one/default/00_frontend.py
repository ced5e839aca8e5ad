# pypto.program: Fuse3DLeadingOne
import pypto.language as pl

@pl.program
class Fuse3DLeadingOne:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sq_chunk(src: pl.Tensor[[64, 64], pl.FP32], r: pl.Scalar[pl.INDEX], chunk: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [r, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        q: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        chunk: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(q, [0, 0], chunk)
        return chunk
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[1, 64, 64], pl.FP32]]) -> pl.Tensor[[1, 64, 64], pl.FP32]:
        for r in pl.range(4):
            chunk: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            chunk: pl.Tensor[[16, 64], pl.FP32] = self.sq_chunk(src, r * 16, chunk)
            out: pl.Tensor[[1, 64, 64], pl.FP32] = pl.tensor.assemble(out, chunk, [0, r * 16, 0])
        return out
