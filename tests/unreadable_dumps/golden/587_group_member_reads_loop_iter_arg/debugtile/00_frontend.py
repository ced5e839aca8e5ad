# pypto.program: GroupMemberReadsLoopIterArg
import pypto.language as pl

@pl.program
class GroupMemberReadsLoopIterArg:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[128, 32], pl.FP16], b: pl.Tensor[[32, 128], pl.FP16], r: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a1: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [r * 32, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[32, 128], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        a0: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(a1, target_memory=pl.Mem.Left)
        b0: pl.Tile[[32, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(b1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0, b0)
        cd: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return cd
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def vec(c: pl.Tensor[[32, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t)
        v2: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(v1, t)
        od: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(v2, [r * 32, 0], out)
        return od
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main(a: pl.Tensor[[128, 32], pl.FP16], b: pl.Tensor[[32, 128], pl.FP16], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for r in pl.range(4):
            mid: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            mid: pl.Tensor[[32, 128], pl.FP32] = self.cube(a, b, r, mid)
            out: pl.Tensor[[128, 128], pl.FP32] = self.vec(mid, r, out)
        return out
