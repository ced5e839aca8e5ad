# pypto.program: OrchWhileTwoCarries
import pypto.language as pl

@pl.program
class OrchWhileTwoCarries:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk(src: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src, [k * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.abs(t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(r, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], a: pl.Out[pl.Tensor[[64, 64], pl.FP32]], b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for (k, acc_a, acc_b) in pl.while_(init_values=(0, a, b)):
            pl.cond(k < n)
            p: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            p: pl.Tensor[[16, 64], pl.FP32] = self.blk(src, k, p)
            q: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            q: pl.Tensor[[16, 64], pl.FP32] = self.blk(src, k, q)
            na: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(acc_a, p, [k * 16, 0])
            nb: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(acc_b, q, [k * 16, 0])
            k2: pl.Scalar[pl.INDEX] = k + 1
            k_out, a_out, b_out = pl.yield_(k2, na, nb)
        return a_out, b_out
