# pypto.program: VecSliceColExpand
import pypto.language as pl

@pl.program
class VecSliceColExpand:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], g__ssa_v0: pl.Tensor[[4, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], cfg__ssa_v0: pl.Tensor[[1], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]], out_rows__ssa_v0: pl.Out[pl.Tensor[[8, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]]:
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_8: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        r__ssa_v0: pl.Scalar[pl.INT64] = pl.tensor.read(cfg__ssa_v0, [0])
        x_t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        g_t__ssa_v0: pl.Tile[[4, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(g__ssa_v0, [0, 0], [4, 128], [4, 128], target_memory=pl.Mem.Vec)
        hi__ssa_v0_textract: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(10240, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.extract(x_t__ssa_v0, 0, 64, [16, 64], target_memory=pl.Mem.Vec)
        g_row_hi__ssa_v0_textract: pl.Tile[[1, 64], pl.FP32, pl.MemRef(mem_vec_8, pl.const(14336, pl.INT64), 256), pl.Mem.Vec] = pl.tile.extract(g_t__ssa_v0, r__ssa_v0, 64, [1, 64], target_memory=pl.Mem.Vec)
        scaled__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_7, pl.const(10240, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.col_expand_mul(hi__ssa_v0_textract, g_row_hi__ssa_v0_textract)
        bottom__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.slice(x_t__ssa_v0, [8, 128], [8, 0])
        g_last__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.MemRef(mem_vec_6, pl.const(9728, pl.INT64), 512), pl.Mem.Vec] = pl.tile.slice(g_t__ssa_v0, [1, 128], [3, 0])
        shifted__ssa_v0: pl.Tile[[8, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.col_expand_sub(bottom__ssa_v0, g_last__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(scaled__ssa_v0, [0, 0], out__ssa_v0)
        out_rows__ssa_v1: pl.Tensor[[8, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = pl.tile.store(shifted__ssa_v0, [0, 0], out_rows__ssa_v0)
        return out__ssa_v0, out_rows__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], g__ssa_v0: pl.Tensor[[4, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)], cfg__ssa_v0: pl.Tensor[[1], pl.INT64, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8)]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]]:
        out__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out_rows__ssa_v0: pl.Tensor[[8, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([8, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[8, 128], pl.FP32]] = self.kernel(x__ssa_v0, g__ssa_v0, cfg__ssa_v0, out__ssa_v0, out_rows__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[0]
        out_rows__ssa_v1: pl.Tensor[[8, 128], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[1]
        return out__ssa_v1, out_rows__ssa_v1
