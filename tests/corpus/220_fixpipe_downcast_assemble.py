# A cube kernel drains its FP32 accumulator into an FP16 Mat scratch with
# tile.assemble (the FIXPIPE downcast the reference allows) and multiplies again.
import pypto.language as pl


@pl.program
class AccToMatFixpipeAssemble:
    @pl.function(type=pl.FunctionType.InCore)
    def k_mm2(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        a1: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[64, 64], pl.FP16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        c1: pl.Tile[[64, 64], pl.FP16] = pl.load(c, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16] = pl.move(a1, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.FP16] = pl.move(b1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32] = pl.matmul(al, br)
        mid: pl.Tile[[32, 64], pl.FP16] = pl.tile.create([32, 64], dtype=pl.FP16, target_memory=pl.Mem.Mat)
        mid = pl.tile.assemble(mid, acc, [0, 0])
        ml: pl.Tile[[32, 64], pl.FP16] = pl.move(mid, target_memory=pl.Mem.Left)
        cr: pl.Tile[[64, 64], pl.FP16] = pl.move(c1, target_memory=pl.Mem.Right)
        acc2: pl.Tile[[32, 64], pl.FP32] = pl.matmul(ml, cr)
        out = pl.store(acc2, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.k_mm2(a, b, c, out)
        return out
