# pypto.program: KernelWhileTileScale
import pypto.language as pl

@pl.program
class KernelWhileTileScale:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halve_until(x: pl.Tensor[[32, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        for (k, t) in pl.while_(init_values=(0, t0)):
            pl.cond(k < n)
            h: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 0.5)
            r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(h, t0)
            k2: pl.Scalar[pl.INDEX] = k + 1
            k_o, t_o = pl.yield_(k2, r)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(t_o, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.halve_until(x, n, out)
        return out
