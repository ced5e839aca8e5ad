# pypto.program: WhileHalvingKernel
import pypto.language as pl

@pl.program
class WhileHalvingKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def damp(x: pl.Tensor[[32, 64], pl.FP32], limit: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        for (k, t, s) in pl.while_(init_values=(0, t0, t0)):
            pl.cond(k < limit)
            h: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t, 0.5)
            s2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(s, h)
            k2: pl.Scalar[pl.INDEX] = k + 1
            k_out, t_out, s_out = pl.yield_(k2, h, s2)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(s_out, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], limit: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        out: pl.Tensor[[32, 64], pl.FP32] = self.damp(x, limit, out)
        return out
