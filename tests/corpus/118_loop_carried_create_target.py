import pypto.language as pl


@pl.program
class LoopCarriedCreateTarget:
    @pl.function(type=pl.FunctionType.InCore)
    def cube_block(
        self,
        src: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(src, [i * 16, 0], [16, 64])
        q: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, t)
        c: pl.Tile[[16, 64], pl.FP32] = pl.mul(q, t)
        part = pl.store(c, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.InCore)
    def sum_rows(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32] = pl.load(x, [0, 0], [64, 64])
        s: pl.Tile[[64, 64], pl.FP32] = pl.add(t, 1.0)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        src: pl.Tensor[[64, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        cubes: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        for i in pl.range(4):
            part: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            part = self.cube_block(src, i, part)
            cubes = pl.assemble(cubes, part, [i * 16, 0])
        dst = self.sum_rows(cubes, dst)
        return dst
