# pypto.program: OrchIfOutsideLoop
import pypto.language as pl

@pl.program
class OrchIfOutsideLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sqrt(t)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], flag: pl.Scalar[pl.INT32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        part: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        part: pl.Tensor[[32, 64], pl.FP32] = self.fill(x, part)
        if pl.cast(flag, pl.INDEX) > 0:
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, part, [0, 0])
        else:
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, part, [32, 0])
        return out
