# pypto.program: SubmitMixedAutoManual
import pypto.language as pl

@pl.program
class SubmitMixedAutoManual:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_exp(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t0__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        t0__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.k_exp(x__ssa_v0, t0__ssa_v0)
        for i__idx_v0, (t0__iter_v2,) in pl.range(2, init_values=(t0__ssa_v1,)):
            t0__ssa_v4: pl.Tensor[[16, 128], pl.FP32] = self.k_exp(t0__iter_v2, t0__iter_v2)
            t0__rv_v3: pl.Tensor[[16, 128], pl.FP32] = pl.yield_(t0__ssa_v4)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            t1__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t0__rv_v3, t1__ssa_v0)
            t1__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp__ssa_v0[0]
            tid__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
            for k__idx_v0, (t1__iter_v2, tid__iter_v1) in pl.range(3, init_values=(t1__ssa_v1, tid__ssa_v0)):
                _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t1__iter_v2, t1__iter_v2, deps=[tid__iter_v1])
                t1__ssa_v4: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp__ssa_v0_1[0]
                tid__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
                t1__rv_v3, tid__rv_v2 = pl.yield_(t1__ssa_v4, tid__ssa_v3)
            _submit_tmp__ssa_v0_2: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_exp, t1__rv_v3, out__ssa_v0, deps=[tid__rv_v2])
            out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp__ssa_v0_2[0]
            tid2__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_2[1]
        return out__ssa_v1
