# pypto.program: RangeStepBlocks
import pypto.language as pl

@pl.program
class RangeStepBlocks:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sub_block(a__ssa_v0: pl.Tensor[[128, 64], pl.FP32], b__ssa_v0: pl.Tensor[[128, 64], pl.FP32], row__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        ta__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(ta__ssa_v0, tb__ssa_v0)
        part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[128, 64], pl.FP32], b__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for row__idx_v0, (out__iter_v1,) in pl.range(0, 128, 32, init_values=(out__ssa_v0,)):
            part__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.sub_block(a__ssa_v0, b__ssa_v0, row__idx_v0, part__ssa_v0)
            out__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(out__iter_v1, part__ssa_v1, [row__idx_v0, 0])
            out__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
