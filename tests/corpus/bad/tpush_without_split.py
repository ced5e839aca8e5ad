# error: 14:9: tpush_to_aiv() missing 1 required keyword-only argument: 'split'
# (the reference's tpush_to_aiv / tpush_to_aic take the split mode as a required keyword)
import pypto.language as pl


@pl.program
class TpushWithoutSplit:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(self, a: pl.Tensor[[16, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16]):
        ta: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        la: pl.Tile[[16, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        rb: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        pl.tile.tpush_to_aiv(pl.tile.matmul(la, rb))
