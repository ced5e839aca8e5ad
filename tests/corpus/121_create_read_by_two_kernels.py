import pypto.language as pl


@pl.program
class CreateReadByTwoKernels:
    @pl.function(type=pl.FunctionType.InCore)
    def produce(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        tmp: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        tmp = pl.store(e, [0, 0], tmp)
        return tmp

    @pl.function(type=pl.FunctionType.InCore)
    def consume(
        self,
        tmp: pl.Tensor[[16, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(tmp, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(t, 2.0)
        out = pl.store(s, [i * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        raw: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.range(4):
            tmp: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            tmp = self.produce(x, i, tmp)
            out = self.consume(tmp, i, out)
            raw = pl.assemble(raw, tmp, [i * 16, 0])
        return out, raw
