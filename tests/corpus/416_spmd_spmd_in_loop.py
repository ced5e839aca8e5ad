# A Spmd launch inside a pl.range loop of an Orchestration function.
import pypto.language as pl


@pl.program
class SpmdInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def step(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.InOut[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        b = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32] = pl.load(out, [b * 32, 0], [32, 64])
        r: pl.Tile[[32, 64], pl.FP32] = pl.add(t, u)
        out = pl.store(r, [b * 32, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        for k in pl.range(3):
            with pl.spmd(4):
                out = self.step(x, out)
        return out
