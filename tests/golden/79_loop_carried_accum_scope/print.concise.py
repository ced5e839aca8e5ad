# pypto.program: LoopCarriedAccumScope
import pypto.language as pl

@pl.program
class LoopCarriedAccumScope:
    @pl.function
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            z: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [0, 0])
            acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(acc, z, [0, 0])
        for i in pl.range(1, 4):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x, [32, 64], [i * 32, 0])
                nxt: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(acc, blk)
                acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(acc, nxt, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(acc, 0.25)
            y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, out, [0, 0])
        return y
