# pypto.program: KernelMixedShapesReuse
import pypto.language as pl

@pl.program
class KernelMixedShapesReuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def chain(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], small__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        big__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(big__ssa_v0)
        s__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        s2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s__ssa_v0, s__ssa_v0)
        small__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s2__ssa_v0, [0, 0], small__ssa_v0)
        n__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(e__ssa_v0)
        r__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(n__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1, small__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], small__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]] = self.chain(x__ssa_v0, out__ssa_v0, small__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = _tuple_tmp__ssa_v0[0]
        small__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return out__ssa_v1, small__ssa_v1
