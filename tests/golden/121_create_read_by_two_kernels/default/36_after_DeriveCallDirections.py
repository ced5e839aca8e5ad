# pypto.program: CreateReadByTwoKernels
import pypto.language as pl

@pl.program
class CreateReadByTwoKernels:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def consume(tmp__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], i__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(tmp__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 2.0)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(s__ssa_v0, [i__ssa_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def produce(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], i__ssa_v0: pl.Scalar[pl.INDEX], tmp__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        tmp__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e__ssa_v0, [0, 0], tmp__ssa_v0)
        return tmp__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]], raw__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            tmp__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.slice(raw__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
            tmp__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.produce(x__ssa_v0, i__idx_v0, tmp__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 16384)] = self.consume(tmp__ssa_v1, i__idx_v0, out__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 16384)] = pl.yield_(out__ssa_v3)
        return out__rv_v2, raw__ssa_v0
