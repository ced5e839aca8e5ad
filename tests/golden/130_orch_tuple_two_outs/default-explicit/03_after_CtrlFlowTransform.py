# pypto.program: OrchTupleTwoOuts
import pypto.language as pl

@pl.program
class OrchTupleTwoOuts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def split_pos_neg(x: pl.Tensor[[64, 64], pl.FP32], i: pl.Scalar[pl.INDEX], pos: pl.Out[pl.Tensor[[16, 64], pl.FP32]], neg: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(t)
        n: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(p, t)
        pos: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(p, [0, 0], pos)
        neg: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(n, [0, 0], neg)
        return pos, neg
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], out_p: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_n: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.range(4):
            a: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            b: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.split_pos_neg(x, i, a, b)
            a: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[0]
            b: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[1]
            out_p: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out_p, a, [i * 16, 0])
            out_n: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out_n, b, [i * 16, 0])
        return out_p, out_n
