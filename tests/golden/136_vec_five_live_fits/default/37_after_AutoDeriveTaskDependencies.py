# pypto.program: VecFiveLiveFits
import pypto.language as pl

@pl.program
class VecFiveLiveFits:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def five_way(a__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], d__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], e__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        ta__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        tc__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_8, pl.const(98304, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        td__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_9, pl.const(131072, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(d__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        te__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(e__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        s1__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        s2__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_7, pl.const(65536, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(tc__ssa_v0, td__ssa_v0)
        s3__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(s1__ssa_v0, s2__ssa_v0)
        s4__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.add(s3__ssa_v0, te__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)] = pl.tile.store(s4__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], b__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)], c__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)], d__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)], e__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 32768)] = self.five_way(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, e__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
