# pypto.program: Subscripts
import pypto.language as pl

@pl.program
class Subscripts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def halves(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        top: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 128], [0, 0])
        bottom: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [8, 128], [8, 0])
        row: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t, [1, 128], [3, 0], [], [0])
        s: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(top, bottom)
        r: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(row)
        res: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(s, [0, 0], out)
        res2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r, [8, 0], res)
        return res2
    @pl.function
    def main(self, x: pl.Tensor[[4, 16, 128], pl.FP32], y: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[4, 16, 128], pl.FP32]], acc: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[4, 16, 128], pl.FP32]:
        for b in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                blk: pl.Tensor[[1, 16, 128], pl.FP32] = pl.tensor.slice(x, [1, 16, 128], [b, 0, 0])
                e: pl.Tensor[[1, 16, 128], pl.FP32] = pl.tensor.exp(blk)
                out: pl.Tensor[[4, 16, 128], pl.FP32] = pl.tensor.assemble(out, e, [b, 0, 0])
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                part: pl.Tensor[[4, 64], pl.FP32] = pl.tensor.slice(y, [4, 64], [i * 4, 0])
                m: pl.Tensor[[4, 64], pl.FP32] = pl.tensor.muls(part, 2.0)
                acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.assemble(acc, m, [i * 4, 0])
        acc: pl.Tensor[[16, 128], pl.FP32] = self.halves(y, acc)
        return out
