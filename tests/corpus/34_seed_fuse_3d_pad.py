import pypto.language as pl


# The "shape padding" example of the FuseCreateAssembleToSlice seed: a 2-D
# staging tensor assembled into a 3-D target at [b, 0, col]; the fused slice
# gets a leading unit dimension.
@pl.program
class Before3D:
    @pl.function(type=pl.FunctionType.InCore)
    def compute(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        chunk: pl.Out[pl.Tensor[[2, 4], pl.FP32]],
    ) -> pl.Tensor[[2, 4], pl.FP32]:
        t: pl.Tile[[2, 4], pl.FP32] = pl.load(x, [0, 0], [2, 4])
        e: pl.Tile[[2, 4], pl.FP32] = pl.exp(t)
        chunk_1: pl.Tensor[[2, 4], pl.FP32] = pl.store(e, [0, 0], chunk)
        return chunk_1

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[4, 8], pl.FP32],
        out: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32]],
    ) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        for b in pl.range(2):
            for c in pl.range(2):
                col = c * 4
                chunk: pl.Tensor[[2, 4], pl.FP32] = pl.create_tensor([2, 4], dtype=pl.FP32)
                chunk = self.compute(x, chunk)
                out = pl.assemble(out, chunk, [b, 0, col])
        return out
