# pypto.program: AccStoreAndVectorUse
import pypto.language as pl

@pl.program
class AccStoreAndVectorUse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def logits(h: pl.Tensor[[32, 128], pl.BF16], w: pl.Tensor[[128, 64], pl.BF16], raw: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        h_m: pl.Tile[[32, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(h, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        h_l: pl.Tile[[32, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(h_m, target_memory=pl.Mem.Left)
        w_m: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(w, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat)
        w_r: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(w_m, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(h_l, w_r)
        raw: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc, [0, 0], raw)
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.exp(acc)
        probs: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e, [0, 0], probs)
        return raw, probs
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, h: pl.Tensor[[32, 128], pl.BF16], w: pl.Tensor[[128, 64], pl.BF16], raw: pl.Out[pl.Tensor[[32, 64], pl.FP32]], probs: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.logits(h, w, raw, probs)
        raw: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp[0]
        probs: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp[1]
        return raw, probs
