# pypto.program: MoeGateSelect
import pypto.language as pl

@pl.program
class MoeGateSelect:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def gate(logits__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], thresh__ssa_v0: pl.Scalar[pl.FP32], tb__ssa_v0: pl.Scalar[pl.INDEX], probs__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]], top__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_10: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        mem_vec_11: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_12: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(9248, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(logits__ssa_v0, [tb__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        w__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(17440, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(25632, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(t__ssa_v0, w__ssa_v0)
        sh__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(9248, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_sub(t__ssa_v0, mx__ssa_v0)
        ex__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(9248, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(sh__ssa_v0)
        sm__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(25632, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(ex__ssa_v0, w__ssa_v0)
        p__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(9248, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_div(ex__ssa_v0, sm__ssa_v0)
        mask__ssa_v0: pl.Tile[[32, 32], pl.UINT8, pl.MemRef(mem_vec_10, pl.const(0, pl.INT64), 1024), pl.Mem.Vec, pl.TileView(valid_shape=[32, 8], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.cmps(p__ssa_v0, thresh__ssa_v0, cmp_type=5)
        zero__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_11, pl.const(1024, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([32, 64], dtype=pl.FP32, value=0.0)
        tmp__ssa_v0: pl.Tile[[1, 32], pl.UINT8, pl.MemRef(mem_vec_12, pl.const(9216, pl.INT64), 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        kept__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(9248, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sel(mask__ssa_v0, p__ssa_v0, zero__ssa_v0, tmp__ssa_v0)
        ks__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(25632, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_sum(kept__ssa_v0, w__ssa_v0)
        ks2__rm_a0_tmp_v0: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(25632, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(ks__ssa_v0, [1, 32])
        ks2__row_major_tmp_v1: pl.Tile[[1, 32], pl.FP32, pl.MemRef(mem_vec_11, pl.const(1024, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximums(ks2__rm_a0_tmp_v0, 9.9999999999999995e-07)
        ks2__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_11, pl.const(1024, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.reshape(ks2__row_major_tmp_v1, [32, 1])
        kn__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(9248, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_expand_div(kept__ssa_v0, ks2__ssa_v0)
        tp__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(25632, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(kn__ssa_v0, w__ssa_v0)
        pd__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(kn__ssa_v0, [tb__ssa_v0 * 32, 0], probs__ssa_v0)
        td__ssa_v0: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)] = pl.tile.store(tp__ssa_v0, [tb__ssa_v0 * 32, 0], top__ssa_v0)
        return probs__ssa_v0, top__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, logits__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], thresh__ssa_v0: pl.Scalar[pl.FP32], probs__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]], top__ssa_v0: pl.Out[pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        for tb__idx_v0, (probs__iter_v1, top__iter_v1) in pl.range(2, init_values=(probs__ssa_v0, top__ssa_v0)):
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.gate(logits__ssa_v0, thresh__ssa_v0, tb__idx_v0, probs__iter_v1, top__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.scalar, pl.adir.inout, pl.adir.inout]})
            probs__ssa_v3: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = _tuple_tmp__ssa_v0[0]
            top__ssa_v3: pl.Tensor[[64, 1], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 256)] = _tuple_tmp__ssa_v0[1]
            probs__rv_v2, top__rv_v2 = pl.yield_(probs__ssa_v3, top__ssa_v3)
        return probs__rv_v2, top__rv_v2
