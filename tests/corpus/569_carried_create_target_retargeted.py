# A loop-carried tile.create annotated Vec but created in Right: the loop
# carries Vec (the body adds a Vec load to it), so InferTileMemorySpace
# rewrites the create's target_memory to Vec, whatever it named.
import pypto.language as pl


@pl.program
class CarriedCreateTargetRetargeted:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [16, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Right
        )
        for i, (a,) in pl.range(2, init_values=(acc,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(x, [0, 0], [16, 64])
            s: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(a, t)
            r: pl.Tile[[16, 64], pl.FP32, pl.MemorySpace.Vec] = pl.yield_(s)
        stored: pl.Tensor[[16, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return stored

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        r: pl.Tensor[[16, 64], pl.FP32] = self.kernel(x, out)
        return r
