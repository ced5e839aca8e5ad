# pypto.program: Commented
import pypto.language as pl

@pl.program
class Commented:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # param comment
        # Kernel docstring.
        # 
        #         Second paragraph.
        #         
        # load the input
        # trailing
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        #   indented text kept?
        u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        # header comment
        for i__idx_v0, (u__iter_v1,) in pl.range(2, init_values=(u__ssa_v0,)):
            # body first
            u__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u__iter_v1, t__ssa_v0)
            u__rv_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(u__ssa_v3)
        # after loop
        if True:
            u__ssa_v4: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u__rv_v2, 2.0)
            u__phi_v6: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(u__ssa_v4)
        else:
            # else comment
            u__ssa_v5: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u__rv_v2, 3.0)
            u__phi_v6: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(u__ssa_v5)
        # bare string statement
        done__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(u__phi_v6, [0, 0], out__ssa_v0)
        # before return
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # call the kernel
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.kernel(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
