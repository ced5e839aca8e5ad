# pypto.program: MinDumpTagInlineScope
import pypto.language as pl

@pl.program
class MinDumpTagInlineScope:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, dumps=[x]):
            t_inline0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t_inline0, [0, 0], y)
        return y
