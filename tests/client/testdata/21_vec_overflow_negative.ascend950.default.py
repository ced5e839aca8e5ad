# pypto.program: VecOverflowNegative
import pypto.language as pl

@pl.program
class VecOverflowNegative:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def six_way_sum(a__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], d__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], e__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], f__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        ta__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tc__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(163840, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        td__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(d__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        te__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_11, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(e__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tf__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_12, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(f__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s_ab__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        s_cd__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(131072, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(tc__ssa_v0, td__ssa_v0)
        s_ef__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(163840, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(te__ssa_v0, tf__ssa_v0)
        s_abcd__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(s_ab__ssa_v0, s_cd__ssa_v0)
        s_all__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(s_abcd__ssa_v0, s_ef__ssa_v0)
        done__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = pl.tile.store(s_all__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], d__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], e__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], f__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope():
            out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 32768)] = self.six_way_sum(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, e__ssa_v0, f__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
            return out__ssa_v1
