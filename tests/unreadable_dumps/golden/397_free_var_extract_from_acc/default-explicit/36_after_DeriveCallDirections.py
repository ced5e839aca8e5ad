# pypto.program: AccExtractVecMin
import pypto.language as pl

@pl.program
class AccExtractVecMin:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]):
        pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_acc_3: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 2048)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if subblock_idx == 0:
            part__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.extract(acc__ssa_v0__FREE_VAR, 0, 16, [16, 16], target_memory=pl.Mem.Vec)
            y__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)] = pl.tile.store(part__ssa_v0, [0, 0], y__ssa_v0)
            return y__ssa_v0
        else:
            part__ssa_v0_1: pl.Tile[[16, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.extract(acc__ssa_v0__FREE_VAR, 0, 16, [16, 16], target_memory=pl.Mem.Vec)
            y__ssa_v1_1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 1024)] = y__ssa_v0
            return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        self.k_aic(a__ssa_v0, b__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        self.k_aiv(a__ssa_v0, b__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 32], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 1024)], b__ssa_v0: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], y__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        y__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = self.k(a__ssa_v0, b__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return y__ssa_v1
