# pypto.program: DynSize
import pypto.language as pl

@pl.program
class DynSize:
    @pl.function
    def main(self, x: pl.Tensor[[256, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.spmd(n // 64 + 1, name_hint="dyn_spmd"):
            t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 3.0)
            y: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(r, [i * 64, 0], y)
        return y
