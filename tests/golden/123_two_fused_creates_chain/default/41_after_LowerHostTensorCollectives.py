# pypto.program: TwoFusedCreatesChain
import pypto.language as pl

@pl.program
class TwoFusedCreatesChain:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage_a(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], i__ssa_v0: pl.Scalar[pl.INDEX], a__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
        a__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u__ssa_v0, [0, 0], a__ssa_v0)
        return a__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage_b(a__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], b__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        b__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(u__ssa_v0, [0, 0], b__ssa_v0)
        return b__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out_a__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]], out_b__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        for i__idx_v0 in pl.range(4):
            a__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = pl.tensor.slice(out_a__ssa_v0, [16, 128], [i__idx_v0 * 16, 0])
            a__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = self.stage_a(x__ssa_v0, i__idx_v0, a__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            b__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = pl.tensor.slice(out_b__ssa_v0, [16, 128], [i__idx_v0 * 16, 0])
            b__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 8192)] = self.stage_b(a__ssa_v1, b__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return out_a__ssa_v0, out_b__ssa_v0
