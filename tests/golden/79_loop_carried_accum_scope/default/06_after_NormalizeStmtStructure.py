# pypto.program: LoopCarriedAccumScope
import pypto.language as pl

@pl.program
class LoopCarriedAccumScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        acc__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        with pl.at(level=pl.Level.CORE_GROUP):
            z__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [0, 0])
            acc__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(acc__ssa_v0, z__ssa_v0, [0, 0])
        for i__idx_v0, (acc__iter_v2,) in pl.range(1, 4, init_values=(acc__ssa_v1,)):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [32, 64], [i__idx_v0 * 32, 0])
                nxt__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.add(acc__iter_v2, blk__ssa_v0)
                acc__ssa_v4: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(acc__iter_v2, nxt__ssa_v0, [0, 0])
            acc__rv_v3: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(acc__ssa_v4)
        with pl.at(level=pl.Level.CORE_GROUP):
            out__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(acc__rv_v3, 0.25)
            y__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__ssa_v0, out__ssa_v0, [0, 0])
        return y__ssa_v1
