# pypto.program: SpmdTwoOut
import pypto.language as pl

@pl.program
class SpmdTwoOut:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k2(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], o1__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], o2__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        b__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        n__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t__ssa_v0)
        o1__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [b__ssa_v0 * 32, 0], o1__ssa_v0)
        o2__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(n__ssa_v0, [b__ssa_v0 * 32, 0], o2__ssa_v0)
        return o1__ssa_v1, o2__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], o1__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], o2__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        with pl.spmd(4):
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]] = self.k2(x__ssa_v0, o1__ssa_v0, o2__ssa_v0)
            o1__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
            o2__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return o1__ssa_v1, o2__ssa_v1
