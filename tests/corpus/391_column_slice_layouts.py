import pypto.language as pl


@pl.program
class ColSliceSources:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP16],
        a: pl.Tensor[[32, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        t: pl.Tile[[16, 64], pl.FP16] = pl.load(x, [0, 0], [16, 64])
        f = pl.tile.full([16, 64], dtype=pl.FP16, value=1.0)
        g = pl.add(t, f)
        c1 = pl.tile.slice(g, [16, 1], [0, 7])
        c2 = pl.tile.slice(f, [8, 1], [8, 0])
        mm = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        c3 = pl.tile.slice(mm, [32, 1], [0, 0])
        w = pl.create_tile([16, 64], dtype=pl.FP16)
        rs = pl.row_sum(t, w)
        c4 = pl.tile.slice(rs, [8, 1], [8, 0])
        y = pl.store(g, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP16],
        a: pl.Tensor[[32, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[16, 64], pl.FP16]],
    ) -> pl.Tensor[[16, 64], pl.FP16]:
        y = self.k(x, a, y)
        return y
