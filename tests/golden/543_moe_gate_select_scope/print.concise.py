# pypto.program: MoeGateSelect
import pypto.language as pl

@pl.program
class MoeGateSelect:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gate(logits: pl.Tensor[[64, 64], pl.FP32], thresh: pl.Scalar[pl.FP32], tb: pl.Scalar[pl.INDEX], probs: pl.Out[pl.Tensor[[64, 64], pl.FP32]], top: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(logits, [tb * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        w: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(t, w)
        sh: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_sub(t, mx)
        ex: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(sh)
        sm: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(ex, w)
        p: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(ex, sm)
        mask: pl.Tile[[32, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[32, 8])] = pl.tile.cmps(p, thresh, cmp_type=5)
        zero: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 64], dtype=pl.FP32, value=0.0)
        tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        kept: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sel(mask, p, zero, tmp)
        ks: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(kept, w)
        ks2: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.maximums(ks, 9.9999999999999995e-07)
        kn: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_div(kept, ks2)
        tp: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(kn, w)
        pd: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(kn, [tb * 32, 0], probs)
        td: pl.Tensor[[64, 1], pl.FP32] = pl.tile.store(tp, [tb * 32, 0], top)
        return pd, td
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, logits: pl.Tensor[[64, 64], pl.FP32], thresh: pl.Scalar[pl.FP32], probs: pl.Out[pl.Tensor[[64, 64], pl.FP32]], top: pl.Out[pl.Tensor[[64, 1], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        for tb in pl.range(2):
            _tuple_tmp: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]] = self.gate(logits, thresh, tb, probs, top)
            probs: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp[0]
            top: pl.Tensor[[64, 1], pl.FP32] = _tuple_tmp[1]
        return probs, top
