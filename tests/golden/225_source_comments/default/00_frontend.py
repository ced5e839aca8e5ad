# pypto.program: Commented
import pypto.language as pl

@pl.program
class Commented:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # param comment
        # Kernel docstring.
        # 
        #         Second paragraph.
        #         
        # load the input
        # trailing
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        #   indented text kept?
        u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        # header comment
        for i in pl.range(2):
            # body first
            u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(u, t)
        # after loop
        if True:
            u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 2.0)
        else:
            # else comment
            u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(u, 3.0)
        # bare string statement
        done: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(u, [0, 0], out)
        # before return
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # call the kernel
        out: pl.Tensor[[16, 128], pl.FP32] = self.kernel(x, out)
        return out
