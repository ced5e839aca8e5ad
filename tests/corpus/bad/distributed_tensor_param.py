# error: 10:66: unsupported: 'pld.DistributedTensor': distributed tensors and collectives are not implemented
# (the reference's distributed tensors: ptoc rejects them by name instead of
# reporting an unknown type)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, inp: pl.Tensor[[1, 16], pl.FP32], data: pl.InOut[pld.DistributedTensor[[1, 16], pl.FP32]]) -> pl.Tensor[[1, 16], pl.FP32]:
        t: pl.Tile[[1, 16], pl.FP32] = pl.load(inp, [0, 0], [1, 16])
        return pl.store(t, [0, 0], data)
