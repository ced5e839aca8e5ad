# pypto.program: LoopIfElseTwoCarries
import pypto.language as pl

@pl.program
class LoopIfElseTwoCarries:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def split_accum(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], lo__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        z0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        z1__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        for i__idx_v0, (a, b) in pl.range(8, init_values=(z0__ssa_v0, z1__ssa_v0)):
            band__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            if i__idx_v0 % 2 == 0:
                a2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, band__ssa_v0)
                ra__rv_v0, rb__rv_v0 = pl.yield_(a2__ssa_v0, b)
            else:
                b2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(b, band__ssa_v0)
                ra__rv_v0, rb__rv_v0 = pl.yield_(a, b2__ssa_v0)
            a_out, b_out = pl.yield_(ra__rv_v0, rb__rv_v0)
        lo__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(a_out, [0, 0], lo__ssa_v0)
        hi__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(b_out, [0, 0], hi__ssa_v0)
        return lo__ssa_v0, hi__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], lo__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], hi__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.split_accum(x__ssa_v0, lo__ssa_v0, hi__ssa_v0)
        lo__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        hi__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return lo__ssa_v1, hi__ssa_v1
