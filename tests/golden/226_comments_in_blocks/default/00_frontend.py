# pypto.program: Commented2
import pypto.language as pl

@pl.program
class Commented2:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # first
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        # a pass comment
        # before if
        # if header
        if n > 2:
            # then first
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        else:
            # between then and else, shallow
            if n > 1:
                t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
            else:
                t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
        # before loop, shallow
        # in header
        for i in pl.range(4):
            t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for j in pl.range(2):
            # body comment
            acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
        # tail outer
        # after store
        done: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        # on return
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # One-line doc.
        # n
        n: pl.Scalar[pl.INDEX] = 3
        # scope
        with pl.at(level=pl.Level.CORE_GROUP):
            # in scope
            y: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.add(x, x)
        # 
        out: pl.Tensor[[16, 128], pl.FP32] = self.kernel(y, n, out)
        return out
