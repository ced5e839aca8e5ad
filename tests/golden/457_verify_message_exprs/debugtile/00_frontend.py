# pypto.program: MsgExprKinds
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class MsgExprKinds:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[N, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        a0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.tensor.dim(x, pl.const(0, pl.INDEX)) - pl.const(8, pl.INDEX), pl.min(k * pl.const(2, pl.INDEX), pl.const(64, pl.INDEX))])] = pl.tile.load(x, [0, 0], [32, 64], [pl.tensor.dim(x, 0) - 8, pl.min(k * 2, 64)], target_memory=pl.Mem.Vec)
        b0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[(k + pl.const(1, pl.INDEX)) // pl.const(2, pl.INDEX), -k + pl.const(64, pl.INDEX)])] = pl.tile.load(x, [0, 0], [32, 64], [(k + 1) // 2, -k + 64], target_memory=pl.Mem.Vec)
        for i, (acc, bcc) in pl.range(1, 3, init_values=(a0, b0)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            a: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, acc)
            b: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, bcc)
            acc_o, bcc_o = pl.yield_(a, b)
        out: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(pl.tile.add(acc_o, bcc_o), [0, 0], out)
        return out
