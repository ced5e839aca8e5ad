import pypto.language as pl


@pl.program
class OrchIfOutsideLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32] = pl.sqrt(t)
        out = pl.store(u, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        flag: pl.Scalar[pl.INT32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        part: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        part = self.fill(x, part)
        if flag > 0:
            out = pl.assemble(out, part, [0, 0])
        else:
            out = pl.assemble(out, part, [32, 0])
        return out
