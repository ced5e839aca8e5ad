# pypto.program: ChainedTaskIds
import pypto.language as pl

@pl.program
class ChainedTaskIds:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[256, 32], pl.FP32], y: pl.Out[pl.Tensor[[256, 32], pl.FP32]]) -> pl.Tensor[[256, 32], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tid: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i in pl.range(4):
                with pl.at(level=pl.Level.CORE_GROUP, name_hint="scale_rows", deps=[tid]) as tid_1:
                    t: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64, 0], [64, 32], [64, 32], target_memory=pl.Mem.Vec)
                    s: pl.Tile[[64, 32], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
                    y: pl.Tensor[[256, 32], pl.FP32] = pl.tile.store(s, [i * 64, 0], y)
        return y
