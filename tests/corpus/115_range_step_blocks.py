import pypto.language as pl


@pl.program
class RangeStepBlocks:
    @pl.function(type=pl.FunctionType.InCore)
    def sub_block(
        self,
        a: pl.Tensor[[128, 64], pl.FP32],
        b: pl.Tensor[[128, 64], pl.FP32],
        row: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        ta: pl.Tile[[32, 64], pl.FP32] = pl.load(a, [row, 0], [32, 64])
        tb: pl.Tile[[32, 64], pl.FP32] = pl.load(b, [row, 0], [32, 64])
        d: pl.Tile[[32, 64], pl.FP32] = pl.sub(ta, tb)
        part = pl.store(d, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[128, 64], pl.FP32],
        b: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for row in pl.range(0, 128, 32):
            part: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            part = self.sub_block(a, b, row, part)
            out = pl.assemble(out, part, [row, 0])
        return out
