import pypto.language as pl


@pl.program
class DoubleAssembleTwoTargets:
    @pl.function(type=pl.FunctionType.InCore)
    def abs_block(
        self,
        src: pl.Tensor[[32, 64], pl.FP32],
        part: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(src, [0, 0], [32, 64])
        a: pl.Tile[[32, 64], pl.FP32] = pl.abs(t)
        part = pl.store(a, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        src: pl.Tensor[[32, 64], pl.FP32],
        left: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
        right: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        part: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        part = self.abs_block(src, part)
        left = pl.assemble(left, part, [0, 0])
        right = pl.assemble(right, part, [0, 64])
        return left, right
