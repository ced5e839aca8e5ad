# pypto.program: DoubleAssembleTwoTargets
import pypto.language as pl

@pl.program
class DoubleAssembleTwoTargets:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def abs_block(src: pl.Tensor[[32, 64], pl.FP32], part: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t)
        part: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(a, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[32, 64], pl.FP32], left: pl.Out[pl.Tensor[[32, 128], pl.FP32]], right: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        part: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        part: pl.Tensor[[32, 64], pl.FP32] = self.abs_block(src, part)
        left: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(left, part, [0, 0])
        right: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(right, part, [0, 64])
        return left, right
