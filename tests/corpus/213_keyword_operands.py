# Operands passed by keyword, as Python binds them to the DSL functions' parameters (short, tile and tensor spellings)
import pypto.language as pl


@pl.program
class KeywordOperands:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_rows(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        a: pl.Tile[[16, 128], pl.FP32] = pl.load(x, offsets=[r * 16, 0], shapes=[16, 128])
        b: pl.Tile[[16, 128], pl.FP32] = pl.tile.load(tensor=x, offsets=[0, 0], shapes=[16, 128], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 128], pl.FP32] = pl.add(lhs=a, rhs=b)
        d: pl.Tile[[16, 128], pl.FP32] = pl.mul(c, rhs=0.5)
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(input=d)
        f: pl.Tile[[16, 128], pl.FP32] = pl.tile.maximum(lhs=e, rhs=a)
        g: pl.Tile[[16, 128], pl.BF16] = pl.cast(input=f, target_type=pl.BF16)
        h: pl.Tile[[16, 128], pl.FP32] = pl.tile.cast(tile=g, target_type=pl.FP32)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.store(h, offsets=[r * 16, 0], output_tensor=y)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def project(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
        o: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        ta: pl.Tile[[32, 64], pl.FP16] = pl.load(tensor=a, offsets=[0, 0], shapes=[32, 64], target_memory=pl.Mem.Mat)
        tw: pl.Tile[[64, 32], pl.FP16] = pl.load(w, [0, 0], shapes=[64, 32], target_memory=pl.Mem.Mat)
        la: pl.Tile[[32, 64], pl.FP16] = pl.move(tile=ta, target_memory=pl.Mem.Left)
        lw: pl.Tile[[64, 32], pl.FP16] = pl.move(tw, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32] = pl.matmul(lhs=la, rhs=lw)
        out: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile=acc, offsets=[0, 0], output_tensor=o)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        a: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 32], pl.FP16],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        y: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor(shape=[64, 128], dtype=pl.FP32)
        for r in pl.range(4):
            y = self.scale_rows(x, r, y)
        o: pl.Tensor[[32, 32], pl.FP32] = pl.create_tensor([32, 32], dtype=pl.FP32)
        o = self.project(a, w, o)
        return y
