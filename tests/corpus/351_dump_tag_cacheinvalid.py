import pypto.language as pl


@pl.program
class DumpTagged:
    """pl.dump_tag marks tensors for the later dispatches that consume them;
    pl.system.cacheinvalid invalidates a region before the kernel reads it."""

    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self,
        x: pl.Tensor[[32, 32], pl.FP32],
        y: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        pl.system.cacheinvalid(x, [32, 32], [0, 0])
        tx = pl.load(x, [0, 0], [32, 32])
        ty = pl.load(y, [0, 0], [32, 32])
        s = pl.mul(tx, ty)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[32, 32], pl.FP32], y: pl.Tensor[[32, 32], pl.FP32]
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        first: pl.Tensor[[32, 32], pl.FP32] = pl.create_tensor([32, 32], dtype=pl.FP32)
        first = self.scale(x, y, first)
        pl.dump_tag(y)
        pl.dump_tag(first)
        second: pl.Tensor[[32, 32], pl.FP32] = pl.create_tensor([32, 32], dtype=pl.FP32)
        second = self.scale(first, y, second)
        with pl.at(level=pl.Level.CORE_GROUP):
            t = pl.add(second, x)
        return t
