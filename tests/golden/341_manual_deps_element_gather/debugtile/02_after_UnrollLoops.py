# pypto.program: ElementGather
import pypto.language as pl

@pl.program
class ElementGather:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def neg_stripe(src: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        r: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s, [row, 0], dst)
        return r
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], mid: pl.Out[pl.Tensor[[128, 64], pl.FP32]], y: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tids: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for lane in pl.parallel(4):
                row: pl.Scalar[pl.INDEX] = lane * 32
                _submit_tmp: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, x, row, mid)
                mid: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp[0]
                tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                tids: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids, lane, tid)
            # Interior stripes wait for their two neighbours only.
            for lane_1 in pl.parallel(1, 3):
                row: pl.Scalar[pl.INDEX] = lane_1 * 32
                _submit_deps_buf: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
                _submit_deps_buf_1: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf, 0, pl.array.get_element(tids, lane_1 - 1))
                _submit_deps_buf_2: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_1, 1, pl.array.get_element(tids, lane_1 + 1))
                _submit_tmp_1: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, mid, row, y, deps=[_submit_deps_buf_2])
                y: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp_1[0]
                _: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
            # The edge stripes wait for every stripe but the last.
            _submit_deps_buf_3: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
            _submit_deps_buf_4: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_3, 0, pl.array.get_element(tids, 0))
            _submit_deps_buf_5: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_4, 1, pl.array.get_element(tids, 1))
            _submit_deps_buf_6: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_5, 2, pl.array.get_element(tids, 2))
            _submit_tmp_2: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, mid, 0, y, deps=[_submit_deps_buf_6])
            y: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp_2[0]
            _: pl.Scalar[pl.TASK_ID] = _submit_tmp_2[1]
            last: pl.Scalar[pl.INDEX] = 96
            _submit_deps_buf_7: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
            _submit_deps_buf_8: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_7, 0, pl.array.get_element(tids, 0))
            _submit_deps_buf_9: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_8, 1, pl.array.get_element(tids, 1))
            _submit_deps_buf_10: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf_9, 2, pl.array.get_element(tids, 2))
            _submit_tmp_3: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, mid, last, y, deps=[_submit_deps_buf_10])
            y: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp_3[0]
            _: pl.Scalar[pl.TASK_ID] = _submit_tmp_3[1]
        return y
