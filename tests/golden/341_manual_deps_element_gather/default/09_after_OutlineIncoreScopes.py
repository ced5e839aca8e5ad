# pypto.program: ElementGather
import pypto.language as pl

@pl.program
class ElementGather:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def neg_stripe(src__ssa_v0: pl.Tensor[[128, 64], pl.FP32], row__ssa_v0: pl.Scalar[pl.INDEX], dst__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [row__ssa_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t__ssa_v0)
        r__ssa_v0: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(s__ssa_v0, [row__ssa_v0, 0], dst__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], mid__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tids__ssa_v0: pl.Array[4, pl.TASK_ID] = pl.array.create(4, dtype=pl.TASK_ID)
            for lane__idx_v0, (mid__iter_v1, tids__iter_v1) in pl.parallel(4, init_values=(mid__ssa_v0, tids__ssa_v0)):
                row__ssa_v0: pl.Scalar[pl.INDEX] = lane__idx_v0 * 32
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, x__ssa_v0, row__ssa_v0, mid__iter_v1)
                mid__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp__ssa_v0[0]
                tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                tids__ssa_v3: pl.Array[4, pl.TASK_ID] = pl.array.update_element(tids__iter_v1, lane__idx_v0, tid__ssa_v0)
                mid__rv_v2, tids__rv_v2 = pl.yield_(mid__ssa_v3, tids__ssa_v3)
            # Interior stripes wait for their two neighbours only.
            for lane__idx_v0_1, (y__iter_v1,) in pl.parallel(1, 3, init_values=(y__ssa_v0,)):
                row__ssa_v1: pl.Scalar[pl.INDEX] = lane__idx_v0_1 * 32
                _submit_deps_buf__ssa_v0: pl.Array[2, pl.TASK_ID] = pl.array.create(2, dtype=pl.TASK_ID)
                t__tmp_v0: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, lane__idx_v0_1 - 1)
                _submit_deps_buf__ssa_v0_1: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0, 0, t__tmp_v0)
                t__tmp_v1: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, lane__idx_v0_1 + 1)
                _submit_deps_buf__ssa_v0_2: pl.Array[2, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_1, 1, t__tmp_v1)
                _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, mid__rv_v2, row__ssa_v1, y__iter_v1, deps=[_submit_deps_buf__ssa_v0_2])
                y__ssa_v3: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp__ssa_v0_1[0]
                ___ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
                y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__ssa_v3)
            # The edge stripes wait for every stripe but the last.
            _submit_deps_buf__ssa_v0_3: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
            t__tmp_v2: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, 0)
            _submit_deps_buf__ssa_v0_4: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_3, 0, t__tmp_v2)
            t__tmp_v3: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, 1)
            _submit_deps_buf__ssa_v0_5: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_4, 1, t__tmp_v3)
            t__tmp_v4: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, 2)
            _submit_deps_buf__ssa_v0_6: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_5, 2, t__tmp_v4)
            _submit_tmp__ssa_v0_2: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, mid__rv_v2, 0, y__rv_v2, deps=[_submit_deps_buf__ssa_v0_6])
            y__ssa_v4: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp__ssa_v0_2[0]
            ___ssa_v1: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_2[1]
            _submit_deps_buf__ssa_v0_7: pl.Array[3, pl.TASK_ID] = pl.array.create(3, dtype=pl.TASK_ID)
            t__tmp_v5: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, 0)
            _submit_deps_buf__ssa_v0_8: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_7, 0, t__tmp_v5)
            t__tmp_v6: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, 1)
            _submit_deps_buf__ssa_v0_9: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_8, 1, t__tmp_v6)
            t__tmp_v7: pl.Scalar[pl.TASK_ID] = pl.array.get_element(tids__rv_v2, 2)
            _submit_deps_buf__ssa_v0_10: pl.Array[3, pl.TASK_ID] = pl.array.update_element(_submit_deps_buf__ssa_v0_9, 2, t__tmp_v7)
            _submit_tmp__ssa_v0_3: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.neg_stripe, mid__rv_v2, 96, y__ssa_v4, deps=[_submit_deps_buf__ssa_v0_10])
            y__ssa_v5: pl.Tensor[[128, 64], pl.FP32] = _submit_tmp__ssa_v0_3[0]
            ___ssa_v2: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_3[1]
        return y__ssa_v5
