# An allocation written as the printer writes it (`name: pl.Ptr = pl.tile.alloc(...)`) defines a
# new variable even over a bound name (the reference reads this form apart from other
# assignments): the tile's MemRef names the second buffer, printed `buf_1`.
import pypto.language as pl


@pl.program
class ReallocPtr:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        buf: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        buf: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t: pl.Tile[[32, 32], pl.FP32, pl.MemRef(buf, 0, 4096), pl.Mem.Vec] = pl.tile.load(
            a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec
        )
        e = pl.tile.exp(t)
        stored = pl.tile.store(e, [0, 0], out)
        return stored

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        result = self.kernel(a, out)
        return result
