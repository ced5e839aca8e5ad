# pypto.program: LoopIfElseTwoCarries
import pypto.language as pl

@pl.program
class LoopIfElseTwoCarries:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def split_accum(x: pl.Tensor[[128, 64], pl.FP32], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        z0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        z1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        for i, (a, b) in pl.range(8, init_values=(z0, z1)):
            band: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            if i % 2 == 0:
                a2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, band)
                ra, rb = pl.yield_(a2, b)
            else:
                b2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(b, band)
                ra, rb = pl.yield_(a, b2)
            a_out, b_out = pl.yield_(ra, rb)
        lo: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(a_out, [0, 0], lo)
        hi: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(b_out, [0, 0], hi)
        return lo, hi
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.split_accum(x, lo, hi)
        lo: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[0]
        hi: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[1]
        return lo, hi
