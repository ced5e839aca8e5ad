# pypto.program: StageFanout
import pypto.language as pl

@pl.program
class StageFanout:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale_stripe(src: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        r: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s, [row, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift_stripe(src: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 0.5)
        r: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s, [row, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], mid: pl.Out[pl.Tensor[[128, 64], pl.FP32]], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            # Stage 1 records one TaskId per stripe.
            stage1: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for lane in pl.parallel(4):
                row: pl.Scalar[pl.INDEX] = lane * 32
                _submit_tmp: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.scale_stripe, x, row, mid)
                mid: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp[0]
                tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                stage1: pl.Array[4, pl.TASK_ID] = pl.array.update_element(stage1, lane, tid)
            # Stage 2 waits for every stripe of stage 1 (whole-array fence).
            for rep in pl.range(2):
                for lane_1 in pl.parallel(4):
                    row2: pl.Scalar[pl.INDEX] = lane_1 * 32
                    _submit_tmp_1: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.shift_stripe, mid, row2, y, deps=[stage1])
                    y: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp_1[0]
                    _: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return y
