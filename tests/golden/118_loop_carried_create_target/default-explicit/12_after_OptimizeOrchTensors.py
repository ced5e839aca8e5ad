# pypto.program: LoopCarriedCreateTarget
import pypto.language as pl

@pl.program
class LoopCarriedCreateTarget:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cube_block(src__ssa_v0: pl.Tensor[[64, 64], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [i__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        q__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(q__ssa_v0, t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(c__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sum_rows(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(t__ssa_v0, 1.0)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 64], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        cubes__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i__idx_v0, (cubes__iter_v1,) in pl.range(4, init_values=(cubes__ssa_v0,)):
            part__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.cube_block(src__ssa_v0, i__idx_v0, part__ssa_v0)
            cubes__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(cubes__iter_v1, part__ssa_v1, [i__idx_v0 * 16, 0])
            cubes__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(cubes__ssa_v3)
        dst__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.sum_rows(cubes__rv_v2, dst__ssa_v0)
        return dst__ssa_v1
