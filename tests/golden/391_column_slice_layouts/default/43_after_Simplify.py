# pypto.program: ColSliceSources
import pypto.language as pl

@pl.program
class ColSliceSources:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(x__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]):
        pass
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(x__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 64], pl.FP16]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if subblock_idx == 0:
            t__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            f__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP16, value=1.0)
            g__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.add(t__ssa_v0, f__ssa_v0)
            y__ssa_v1: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = pl.tile.store(g__ssa_v0, [0, 0], y__ssa_v0)
            return y__ssa_v0
        else:
            t__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            f__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 64], dtype=pl.FP16, value=1.0)
            g__ssa_v0_1: pl.Tile[[16, 64], pl.FP16, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(t__ssa_v0_1, f__ssa_v0_1)
            y__ssa_v1_1: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_9", pl.const(0, pl.INT64), 2048)] = y__ssa_v0
            return y__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 64], pl.FP16]:
        self.k_aic(x__ssa_v0, a__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        self.k_aiv(x__ssa_v0, a__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], a__ssa_v0: pl.Tensor[[32, 64], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[16, 64], pl.FP16]:
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 2048)] = self.k(x__ssa_v0, a__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return y__ssa_v1
