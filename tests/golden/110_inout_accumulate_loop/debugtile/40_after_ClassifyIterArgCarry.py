# pypto.program: InOutAccumulateLoop
import pypto.language as pl

@pl.program
class InOutAccumulateLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fold_block(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], k__ssa_v0: pl.Scalar[pl.INDEX], acc__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [k__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(acc__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(a__ssa_v0, t__ssa_v0)
        acc__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(s__ssa_v0, [0, 0], acc__ssa_v0)
        return acc__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], acc__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.scope():
            for k__idx_v0, (acc__iter_v1,) in pl.range(8, init_values=(acc__ssa_v0,), attrs={"iter_arg_rebind_0": False}):
                with pl.scope():
                    acc__ssa_v3: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.fold_block(x__ssa_v0, k__idx_v0, acc__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
                    acc__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.yield_(acc__ssa_v3)
            return acc__rv_v2
