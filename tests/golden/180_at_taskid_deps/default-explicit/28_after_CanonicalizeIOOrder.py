# pypto.program: AtTid
import pypto.language as pl

@pl.program
class AtTid:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        out__store: pl.Tensor[[64, 128], pl.FP32] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_1(out__ssa_v1: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(out__ssa_v1, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t2__ssa_v0)
        out__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e2__ssa_v0, [0, 0], out__ssa_v1)
        out__store: pl.Tensor[[64, 128], pl.FP32] = out__ssa_v2
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.run_incore_0, x__ssa_v0, out__ssa_v0)
        out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[64, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.run_incore_1, out__ssa_v3, deps=[tid__ssa_v0])
        out__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = ret__tmp_v0_1[0]
        tid__ssa_v1: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        return out__ssa_v4
