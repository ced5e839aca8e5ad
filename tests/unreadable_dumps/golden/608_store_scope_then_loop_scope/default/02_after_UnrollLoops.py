# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec), [0, 0], out)
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec), [0, 0], out)
        return out
