# pypto.program: LogSoftmax
import pypto.language as pl

@pl.program
class LogSoftmax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def log_softmax(x__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0 * 16, 0], [16, 256], [16, 256], target_memory=pl.Mem.Vec)
        tmp__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.create([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
        sh__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
        ex__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_6, pl.const(32832, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.exp(sh__ssa_v0)
        sm__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(ex__ssa_v0, tmp__ssa_v0)
        lg__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(sm__ssa_v0, [1, 16])
        lg__row_major_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.log(lg__rm_a0_tmp_v0)
        lg__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_3, pl.const(16384, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(lg__row_major_tmp_v1, [16, 1])
        out__ssa_v0: pl.Tile[[16, 256], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.row_expand_sub(sh__ssa_v0, lg__ssa_v0)
        yd__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)] = pl.tile.store(out__ssa_v0, [r__ssa_v0 * 16, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 65536)], y__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.range(4, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 65536)] = self.log_softmax(x__ssa_v0, r__idx_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            y__rv_v2: pl.Tensor[[64, 256], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 65536)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
