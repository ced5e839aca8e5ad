# pypto.program: StageFanout
import pypto.language as pl

@pl.program
class StageFanout:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale_stripe(src__ssa_v0: pl.Tensor[[128, 64], pl.FP32], row__ssa_v0: pl.Scalar[pl.INDEX], dst__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(t__ssa_v0, 2.0)
        r__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [row__ssa_v0, 0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def shift_stripe(src__ssa_v0: pl.Tensor[[128, 64], pl.FP32], row__ssa_v0: pl.Scalar[pl.INDEX], dst__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.adds(t__ssa_v0, 0.5)
        r__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [row__ssa_v0, 0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], mid__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            # Stage 1 records one TaskId per stripe.
            stage1__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for lane__idx_v0, (mid__iter_v1, stage1__iter_v1) in pl.parallel(4, init_values=(mid__ssa_v0, stage1__ssa_v0)):
                row__ssa_v0: pl.Scalar[pl.INDEX] = lane__idx_v0 * 32
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale_stripe, x__ssa_v0, row__ssa_v0, mid__iter_v1)
                mid__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp__ssa_v0[0]
                tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                stage1__ssa_v3: pl.Array[4, pl.TASK_ID] = pl.array.update_element(stage1__iter_v1, lane__idx_v0, tid__ssa_v0)
                mid__rv_v2, stage1__rv_v2 = pl.yield_(mid__ssa_v3, stage1__ssa_v3)
            # Stage 2 waits for every stripe of stage 1 (whole-array fence).
            for rep__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
                for lane__idx_v0_1, (y__iter_v3,) in pl.parallel(4, init_values=(y__iter_v1,)):
                    row2__ssa_v0: pl.Scalar[pl.INDEX] = lane__idx_v0_1 * 32
                    _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.shift_stripe, mid__rv_v2, row2__ssa_v0, y__iter_v3, deps=[stage1__rv_v2])
                    y__ssa_v5: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp__ssa_v0_1[0]
                    ___ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
                    y__rv_v4: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v5)
                y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__rv_v4)
        return y__rv_v2
