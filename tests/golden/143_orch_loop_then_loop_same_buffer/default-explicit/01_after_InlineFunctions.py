# pypto.program: OrchLoopThenLoopSameBuffer
import pypto.language as pl

@pl.program
class OrchLoopThenLoopSameBuffer:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def step(x: pl.Tensor[[16, 64], pl.FP32], i: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i in pl.parallel(2):
            buf: pl.Tensor[[16, 64], pl.FP32] = self.step(x, i, buf)
        for j in pl.range(2):
            buf: pl.Tensor[[16, 64], pl.FP32] = self.step(x, j, buf)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, buf, [0, 0])
        for k in pl.range(2):
            part: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[16, 64], pl.FP32] = self.step(x, k, part)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, part, [16 + k * 16, 0])
        return out
