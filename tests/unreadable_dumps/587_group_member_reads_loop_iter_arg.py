import pypto.language as pl

# A hand-written Group whose loop passes its iter_arg `out` to the vector member.
# ExpandMixedKernel rebuilds the members on the Group's parameters, so the
# member reads the iter_arg unbound (`out__iter_v1__FREE_VAR`), as a copy whose
# init value is the member's own `out` parameter; InitMemRef gives the store
# into it that parameter's DDR buffer.


@pl.program
class GroupMemberReadsLoopIterArg:
    @pl.function(type=pl.FunctionType.InCore)
    def cube(self, a: pl.Tensor[[128, 32], pl.FP16], b: pl.Tensor[[32, 128], pl.FP16], r: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a1: pl.Tile[[32, 32], pl.FP16] = pl.load(a, [r * 32, 0], [32, 32], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[32, 128], pl.FP16] = pl.load(b, [0, 0], [32, 128], target_memory=pl.Mem.Mat)
        a0: pl.Tile[[32, 32], pl.FP16] = pl.move(a1, target_memory=pl.Mem.Left)
        b0: pl.Tile[[32, 128], pl.FP16] = pl.move(b1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 128], pl.FP32] = pl.matmul(a0, b0)
        cd: pl.Tensor[[32, 128], pl.FP32] = pl.store(acc, [0, 0], c)
        return cd

    @pl.function(type=pl.FunctionType.InCore)
    def vec(self, c: pl.Tensor[[32, 128], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(c, [0, 0], [32, 128])
        v1: pl.Tile[[32, 128], pl.FP32] = pl.sqrt(t)
        v2: pl.Tile[[32, 128], pl.FP32] = pl.sub(v1, t)
        od: pl.Tensor[[128, 128], pl.FP32] = pl.store(v2, [r * 32, 0], out)
        return od

    @pl.function(type=pl.FunctionType.Group)
    def main(self, a: pl.Tensor[[128, 32], pl.FP16], b: pl.Tensor[[32, 128], pl.FP16], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for r in pl.range(4):
            mid: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
            mid = self.cube(a, b, r, mid)
            out = self.vec(mid, r, out)
        return out
