# pypto.program: CreateReadByTwoKernels
import pypto.language as pl

@pl.program
class CreateReadByTwoKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def consume(tmp: pl.Tensor[[16, 64], pl.FP32], i: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(tmp, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(t, 2.0)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s, [i * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def produce(x: pl.Tensor[[64, 64], pl.FP32], i: pl.Scalar[pl.INDEX], tmp: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        tmp: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], tmp)
        return tmp
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]], raw: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.range(4):
            tmp: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            tmp: pl.Tensor[[16, 64], pl.FP32] = self.produce(x, i, tmp)
            out: pl.Tensor[[64, 64], pl.FP32] = self.consume(tmp, i, out)
            raw: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(raw, tmp, [i * 16, 0])
        return out, raw
