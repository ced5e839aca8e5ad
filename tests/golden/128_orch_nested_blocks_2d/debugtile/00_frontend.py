# pypto.program: OrchNestedBlocks2D
import pypto.language as pl

@pl.program
class OrchNestedBlocks2D:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_block(x: pl.Tensor[[64, 128], pl.FP32], i: pl.Scalar[pl.INDEX], j: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, j * 64], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                part: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                part: pl.Tensor[[16, 64], pl.FP32] = self.scale_block(x, i, j, part)
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, part, [i * 16, j * 64])
        return out
