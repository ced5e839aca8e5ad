# pypto.program: KernelMixedShapesReuse
import pypto.language as pl

@pl.program
class KernelMixedShapesReuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def chain(x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]], small: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        big: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(big)
        s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        s2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s, s)
        small: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s2, [0, 0], small)
        n: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(e)
        r: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(n)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out, small
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]], small: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]] = self.chain(x, out, small)
        out: pl.Tensor[[64, 128], pl.FP32] = _tuple_tmp[0]
        small: pl.Tensor[[16, 128], pl.FP32] = _tuple_tmp[1]
        return out, small
