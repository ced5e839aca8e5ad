# pypto.program: WrappedYieldsScalarOps
import pypto.language as pl

@pl.program
class WrappedYieldsScalarOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], cfg: pl.Tensor[[2], pl.INT64], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Scalar[pl.INT64] = pl.tensor.read(cfg, [0])
        b: pl.Scalar[pl.INT64] = pl.tensor.read(cfg, [1])
        total: pl.Scalar[pl.INT64] = a + b
        diff: pl.Scalar[pl.INT64] = total - 3
        scale: pl.Scalar[pl.FP32] = pl.cast(diff, pl.FP32) * 0.5
        ratio: pl.Scalar[pl.FP32] = scale / 4.0
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(2, init_values=(t,)):
            if i < 1:
                grown: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(acc, scale)
                branch_result: pl.Tile[[16, 128], pl.FP32, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(grown)
            else:
                shrunk: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(acc, ratio)
                branch_result: pl.Tile[[16, 128], pl.FP32, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(shrunk)
            loop_result: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(branch_result)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(loop_result, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], cfg: pl.Tensor[[2], pl.INT64]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[16, 128], pl.FP32] = self.kernel(x, cfg, out)
        return out
