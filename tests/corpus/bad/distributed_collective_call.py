# error: 12:13: unsupported: 'pld.tensor.allreduce': distributed tensors and collectives are not implemented
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, inp: pl.Tensor[[1, 16], pl.FP32],
          out: pl.Out[pl.Tensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        local: pl.Tile[[1, 16], pl.FP32] = pl.load(inp, [0, 0], [1, 16])
        # a collective on a distributed tensor
        x = pld.tensor.allreduce(local, op=0)
        return pl.store(local, [0, 0], out)
