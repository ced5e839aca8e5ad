# pypto.program: RmsnormKLoopKernel
import pypto.language as pl

@pl.program
class RmsnormKLoopKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def rms(x__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], gamma__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], out__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_9: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_13: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        work__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b0__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        sq0__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(b0__ssa_v0, b0__ssa_v0)
        z__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(sq0__ssa_v0, work__ssa_v0)
        for k__idx_v0, (ss,) in pl.range(1, 4, init_values=(z__ssa_v0,)):
            blk__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, k__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            sq__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.mul(blk__ssa_v0, blk__ssa_v0)
            part__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(sq__ssa_v0, work__ssa_v0)
            ss2__rm_a0_tmp_v0: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(ss, [1, 16])
            ss2__rm_a1_tmp_v1: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_9, pl.const(16512, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(part__ssa_v0, [1, 16])
            ss2__row_major_tmp_v2: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(ss2__rm_a0_tmp_v0, ss2__rm_a1_tmp_v1)
            ss2__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(ss2__row_major_tmp_v2, [16, 1])
            ss2__ssa_v0_mv: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.move(ss2__ssa_v0, target_memory=pl.Mem.Vec)
            ss_out: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.yield_(ss2__ssa_v0_mv)
        mean__rm_a0_tmp_v3: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_6, pl.const(16448, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(ss_out, [1, 16])
        mean__row_major_tmp_v4: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.muls(mean__rm_a0_tmp_v3, 0.001953125)
        mean__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mean__row_major_tmp_v4, [16, 1])
        inv__rm_a0_tmp_v5: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(mean__ssa_v0, [1, 16])
        inv__row_major_tmp_v6: pl.Tile[[1, 16], pl.FP32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.rsqrt(inv__rm_a0_tmp_v5)
        inv__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_13, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.reshape(inv__row_major_tmp_v6, [16, 1])
        for k2__idx_v0, (o,) in pl.range(4, init_values=(out__ssa_v0,)):
            blk2__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, k2__idx_v0 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            g__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8256, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(gamma__ssa_v0, [0, k2__idx_v0 * 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            n__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_mul(blk2__ssa_v0, inv__ssa_v0)
            sc__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(64, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_mul(n__ssa_v0, g__ssa_v0)
            w__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tile.store(sc__ssa_v0, [0, k2__idx_v0 * 128], o)
            o_out: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_18", pl.const(0, pl.INT64), 32768)] = pl.yield_(w__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], gamma__ssa_v0: pl.Tensor[[1, 512], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], out__ssa_v0: pl.Out[pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[16, 512], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 512], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = self.rms(x__ssa_v0, gamma__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
