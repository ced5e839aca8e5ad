# pypto.program: IncoreAssembleLoopTwoReturns
import pypto.language as pl

@pl.program
class IncoreAssembleLoopTwoReturns:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]], ret1__out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        x__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(x__tile, x__tile)
        for i__idx_v0, (buf__iter_v1,) in pl.range(2, init_values=(ret0__out,)):
            chunk__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(x__tile, s__tile)
            buf__tile: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(chunk__tile, [0, i__idx_v0 * 32], buf__iter_v1)
            buf__rv_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(buf__tile)
        ret1__store: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(s__tile, [0, 0], ret1__out)
        return buf__rv_v2, ret1__store
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret1__out: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]] = self.kernel(x__ssa_v0, ret0__out, ret1__out)
        y__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        z__ssa_v0: pl.Tensor[[16, 32], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return y__ssa_v0
