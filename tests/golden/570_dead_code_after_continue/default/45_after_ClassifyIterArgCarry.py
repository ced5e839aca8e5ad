# pypto.program: DeadCodeAfterContinue
import pypto.language as pl

@pl.program
class DeadCodeAfterContinue:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0, (x, y) in pl.range(8, init_values=(a__tile, b__tile)):
            if i__idx_v0 < 3:
                x__rv_v0, y__rv_v0 = pl.yield_(x, y)
            else:
                x_new__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(x, y)
                y_new__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(y, x)
                x__rv_v0, y__rv_v0 = pl.yield_(x_new__tile, y_new__tile)
            x__rv_v0_mv: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.move(x__rv_v0, target_memory=pl.Mem.Vec)
            x_out, y_out = pl.yield_(x__rv_v0_mv, y__rv_v0)
        ret0__store: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(x_out, [0, 0], a__ssa_v0)
        return a__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, a__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], b__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.scope():
            r__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.kernel(a__ssa_v0, b__ssa_v0, attrs={"arg_directions": [pl.adir.inout, pl.adir.input]})
            return r__ssa_v0
