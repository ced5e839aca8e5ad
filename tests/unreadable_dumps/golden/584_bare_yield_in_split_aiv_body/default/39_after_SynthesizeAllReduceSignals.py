# pypto.program: BareYieldInSplitAivBody
import pypto.language as pl

@pl.program
class BareYieldInSplitAivBody:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"split_aiv": True, "split_aiv_region_validated": True, "dual_aiv_dispatch": True})
    def main_incore_0(out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)]], a__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        for i__idx_v0, (acc,) in pl.range(2, init_values=(out__ssa_v0,)):
            if i__idx_v0 < 1:
                subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
                aiv_id__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
                t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [aiv_id__ssa_v0 * 32 + subblock_idx * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
                stored__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)] = pl.tile.store(t__ssa_v0, [aiv_id__ssa_v0 * 32 + subblock_idx * 16, 0], acc)
                pl.yield_(stored__ssa_v0)
                phi__rv_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.yield_(acc)
            else:
                phi__rv_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = pl.yield_(acc)
            res: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = pl.yield_(phi__rv_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        res: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = self.main_incore_0(out__ssa_v0, a__ssa_v0, attrs={"arg_directions": [pl.adir.output_existing, pl.adir.input]})
        return res
