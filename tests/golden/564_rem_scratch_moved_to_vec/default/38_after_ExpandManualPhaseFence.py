# pypto.program: RemainderOps
import pypto.language as pl

@pl.program
class RemainderOps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def float_remainders(a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        ta__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(ta__ssa_v0, tb__ssa_v0)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.fmod(s__ssa_v0, tb__ssa_v0)
        v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.fmods(u__ssa_v0, 3.0)
        w__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.fmods(v__ssa_v0, 2.0)
        tmp__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.rems(w__ssa_v0, 1.5, tmp__ssa_v0)
        done__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def int_remainders_aic(a__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]):
        mem_bias_4: pl.Ptr = pl.tile.alloc(pl.Mem.Bias, 4096)
        int_remainders_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='int_remainders_c2v_slot_buffer', peer_func='int_remainders_aiv')
        pl.system.aic_initialize_pipe(int_remainders_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        tmp__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_bias_4, pl.const(0, pl.INT64), 4096), pl.Mem.Bias] = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Bias)
        pl.tile.tpush_to_aiv(tmp__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def int_remainders_aiv(a__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 64], pl.INT32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        int_remainders_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='int_remainders_c2v_slot_buffer', size=32768, base=0)
        pl.system.aiv_initialize_pipe(int_remainders_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        if subblock_idx == 0:
            ta__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            tb__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(36864, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            tmp__ssa_v0_Vec: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            q__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.rem(ta__ssa_v0, tb__ssa_v0, tmp__ssa_v0_Vec)
            r__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.rems(q__ssa_v0, pl.const(3, pl.INT32), tmp__ssa_v0_Vec)
            pl.system.tfree_to_aic(tmp__ssa_v0_Vec, split=0)
            done__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
            return out__ssa_v0
        else:
            ta__ssa_v0_1: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            tb__ssa_v0_1: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(36864, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            tmp__ssa_v0_Vec_1: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            q__ssa_v0_1: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.rem(ta__ssa_v0_1, tb__ssa_v0_1, tmp__ssa_v0_Vec_1)
            r__ssa_v0_1: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(32768, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.rems(q__ssa_v0_1, pl.const(3, pl.INT32), tmp__ssa_v0_Vec_1)
            pl.system.tfree_to_aic(tmp__ssa_v0_Vec_1, split=0)
            done__ssa_v0_1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_12", pl.const(0, pl.INT64), 4096)] = out__ssa_v0
            return out__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def int_remainders(a__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4)]]) -> pl.Tensor[[16, 64], pl.INT32]:
        self.int_remainders_aic(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        self.int_remainders_aiv(a__ssa_v0, b__ssa_v0, out__ssa_v0, __gm_pipe_buffer, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.inout, pl.adir.inout]})
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], ia__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)], ib__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)]], iout__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = self.float_remainders(a__ssa_v0, b__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4)] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
        iout__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 4096)] = self.int_remainders(ia__ssa_v0, ib__ssa_v0, iout__ssa_v0, gm_pipe_buffer_0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        return out__ssa_v1
