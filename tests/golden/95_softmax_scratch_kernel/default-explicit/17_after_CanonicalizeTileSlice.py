# pypto.program: SoftmaxScratchKernel
import pypto.language as pl

@pl.program
class SoftmaxScratchKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def row_softmax(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], row__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [row__ssa_v0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        work__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(t__ssa_v0, work__ssa_v0)
        sh__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
        ex__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(sh__ssa_v0)
        sm__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(ex__ssa_v0, work__ssa_v0)
        nrm__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_div(ex__ssa_v0, sm__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(nrm__ssa_v0, [row__ssa_v0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for b__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.row_softmax(x__ssa_v0, b__idx_v0 * 16, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
