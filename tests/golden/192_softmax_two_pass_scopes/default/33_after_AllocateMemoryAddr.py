# pypto.program: SoftmaxTwoPass
import pypto.language as pl

@pl.program
class SoftmaxTwoPass:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], mx__ssa_v0: pl.InOut[pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)]]) -> pl.Tensor[[16, 1], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        x__tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 512], [16, 512], target_memory=pl.Mem.Vec)
        tmp_tile: pl.Tile[[16, 512], pl.FP32, pl.MemRef(mem_vec_3, pl.const(32768, pl.INT64), 32768), pl.Mem.Vec] = pl.tile.create([16, 512], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(65536, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(x__tile, tmp_tile)
        mx__tile: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)] = pl.tile.store(m__tile, [0, 0], mx__ssa_v0)
        return mx__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(x__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], cb__idx_v0: pl.Scalar[pl.INDEX], mx__ssa_v1: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 64)], y__iter_v1: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mx__tile: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.load(mx__ssa_v1, [0, 0], [16, 1], [16, 1], target_memory=pl.Mem.Vec)
        xs__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, cb__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        d__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_sub(xs__tile, mx__tile)
        e__tile: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(d__tile)
        y__tile: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(e__tile, [0, cb__idx_v0 * 128], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], y__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mx__ssa_v0: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)] = pl.tensor.create([16, 1], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        mx__ssa_v1: pl.Tensor[[16, 1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 64)] = self.main_incore_0(x__ssa_v0, mx__ssa_v0)
        for cb__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 32768)] = self.main_incore_1(x__ssa_v0, cb__idx_v0, mx__ssa_v1, y__iter_v1)
            y__rv_v2: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 32768)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
