import pypto.language as pl


@pl.program
class Orch3DTargetNested:
    @pl.function(type=pl.FunctionType.InCore)
    def tile_exp(
        self,
        x: pl.Tensor[[2, 32, 64], pl.FP32],
        b: pl.Scalar[pl.INDEX],
        r: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [b, r * 16, 0], [1, 16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        part = pl.store(e, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[2, 32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 32, 64], pl.FP32]],
    ) -> pl.Tensor[[2, 32, 64], pl.FP32]:
        for b in pl.range(2):
            for r in pl.range(2):
                part: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
                part = self.tile_exp(x, b, r, part)
                out = pl.assemble(out, part, [b, r * 16, 0])
        return out
