# The matmul result is both stored raw and post-processed on the vector lane:
# InferTileMemorySpace moves the Acc tile to Vec for the exp, and, as the
# reference, the raw store before it reads the moved tile too (the move lands
# before the first consumer whose first allowed space is Vec).
import pypto.language as pl


@pl.program
class AccStoreAndVectorUse:
    @pl.function(type=pl.FunctionType.InCore)
    def logits(
        self,
        h: pl.Tensor[[32, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        raw: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
        probs: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        h_m: pl.Tile[[32, 128], pl.BF16] = pl.load(h, [0, 0], [32, 128], target_memory=pl.Mem.Mat)
        h_l: pl.Tile[[32, 128], pl.BF16] = pl.move(h_m, target_memory=pl.Mem.Left)
        w_m: pl.Tile[[128, 64], pl.BF16] = pl.load(w, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        w_r: pl.Tile[[128, 64], pl.BF16] = pl.move(w_m, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32] = pl.matmul(h_l, w_r)
        raw = pl.store(acc, [0, 0], raw)
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(acc)
        probs = pl.store(e, [0, 0], probs)
        return raw, probs

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        h: pl.Tensor[[32, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        raw: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
        probs: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        raw, probs = self.logits(h, w, raw, probs)
        return raw, probs
