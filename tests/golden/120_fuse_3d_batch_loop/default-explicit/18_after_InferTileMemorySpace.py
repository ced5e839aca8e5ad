# pypto.program: Fuse3DBatchLoop
import pypto.language as pl

@pl.program
class Fuse3DBatchLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def neg_batch(src__ssa_v0: pl.Tensor[[128, 64], pl.FP32], b__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [b__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        n__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(n__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[128, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]]) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            part__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.neg_batch(src__ssa_v0, b__idx_v0, part__ssa_v0)
            out__ssa_v3: pl.Tensor[[4, 32, 64], pl.FP32] = pl.tensor.assemble(out__iter_v1, part__ssa_v1, [b__idx_v0, 0, 0])
            out__rv_v2: pl.Tensor[[4, 32, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
