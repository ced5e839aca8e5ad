# pypto.program: RangeStepBlocks
import pypto.language as pl

@pl.program
class RangeStepBlocks:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sub_block(a: pl.Tensor[[128, 64], pl.FP32], b: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        ta: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        d: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(ta, tb)
        part: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(d, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[128, 64], pl.FP32], b: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for row in pl.range(0, 128, 32):
            part: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[32, 64], pl.FP32] = self.sub_block(a, b, row, part)
            out: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(out, part, [row, 0])
        return out
