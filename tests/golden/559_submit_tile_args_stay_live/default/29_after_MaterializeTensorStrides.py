# pypto.program: SubmitMultiOut
import pypto.language as pl

@pl.program
class SubmitMultiOut:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k_add(a__ssa_v0: pl.Tensor[[32, 128], pl.FP32], b__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k_split(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], o1__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]], o2__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        n__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t__ssa_v0)
        o1__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], o1__ssa_v0)
        o2__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(n__ssa_v0, [0, 0], o2__ssa_v0)
        return o1__ssa_v0, o2__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Tensor[[32, 128], pl.FP32]) -> pl.Tensor[[32, 128], pl.FP32]:
        a__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_split, x__ssa_v0, a__tile, b__tile)
        a__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp__ssa_v0[0]
        b__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp__ssa_v0[1]
        t0__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[2]
        _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_add, a__ssa_v1, b__ssa_v1, out__ssa_v0, deps=[t0__ssa_v0], allow_early_resolve=True)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp__ssa_v0_1[0]
        t1__ssa_v0: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.run_incore_0(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
