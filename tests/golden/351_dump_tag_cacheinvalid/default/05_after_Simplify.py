# pypto.program: DumpTagged
import pypto.language as pl

@pl.program
class DumpTagged:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[32, 32], pl.FP32], y__ssa_v0: pl.Tensor[[32, 32], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        pl.system.cacheinvalid(x__ssa_v0, [32, 32], [0, 0])
        tx__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ty__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(tx__ssa_v0, ty__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 32], pl.FP32], y__ssa_v0: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        first__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        first__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.scale(x__ssa_v0, y__ssa_v0, first__ssa_v0)
        second__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        second__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = self.scale(first__ssa_v1, y__ssa_v0, second__ssa_v0, attrs={"dump_vars": [first__ssa_v1, y__ssa_v0]})
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[y__ssa_v0, first__ssa_v1]):
            t__ssa_v0: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.add(second__ssa_v1, x__ssa_v0)
        return t__ssa_v0
