# pypto.program: InlineLoopLocalsNumbering
import pypto.language as pl

@pl.program
class InlineLoopLocalsNumbering:
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            first_inline3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            for k_inline2, (acc,) in pl.range(2, init_values=(first_inline3,)):
                twice_inline0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
                total_inline1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(twice_inline0)
            y: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(total_inline1, [0, 0], y)
        return y
