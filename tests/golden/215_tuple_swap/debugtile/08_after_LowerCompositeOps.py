# pypto.program: TupleSwap
import pypto.language as pl

@pl.program
class TupleSwap:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ping_pong(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a__ssa_v0)
        for i__idx_v0, (a__iter_v1, b__iter_v1) in pl.range(4, init_values=(a__ssa_v0, b__ssa_v0)):
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]] = [b__iter_v1, a__iter_v1]
            a__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = _tuple_tmp__ssa_v0[0]
            b__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = _tuple_tmp__ssa_v0[1]
            b__ssa_v4: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__ssa_v3, b__ssa_v3)
            a__rv_v2, b__rv_v2 = pl.yield_(a__ssa_v3, b__ssa_v4)
        res__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(b__rv_v2, [0, 0], out__ssa_v0)
        return res__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.ping_pong(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
