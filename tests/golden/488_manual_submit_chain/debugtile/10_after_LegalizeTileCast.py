# pypto.program: ManualSubmitChain
import pypto.language as pl

@pl.program
class ManualSubmitChain:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def norm_blk(x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], b__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__ssa_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
        d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(t__ssa_v0, m__ssa_v0)
        yd__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], y__ssa_v0)
        return yd__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def put_blk(src__ssa_v0: pl.Tensor[[32, 128], pl.FP32], b__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        od__ssa_v0: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [b__ssa_v0 * 32, 0], out__ssa_v0)
        return od__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 128], pl.FP32], out__ssa_v0: pl.InOut[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for b__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
                tmp__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.norm_blk, x__ssa_v0, b__idx_v0, tmp__ssa_v0)
                tmp__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp__ssa_v0[0]
                t0__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[128, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.put_blk, tmp__ssa_v1, b__idx_v0, out__iter_v1, deps=[t0__ssa_v0])
                out__ssa_v3: pl.Tensor[[128, 128], pl.FP32] = _submit_tmp__ssa_v0_1[0]
                t1__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
                out__rv_v2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
