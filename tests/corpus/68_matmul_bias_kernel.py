import pypto.language as pl


@pl.program
class MatmulThenBias:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(
        self,
        a: pl.Tensor[[16, 32], pl.FP16],
        b: pl.Tensor[[32, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a1: pl.Tile[[16, 32], pl.FP16] = pl.load(a, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[32, 64], pl.FP16] = pl.load(b, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        a0: pl.Tile[[16, 32], pl.FP16] = pl.move(a1, target_memory=pl.Mem.Left)
        b0: pl.Tile[[32, 64], pl.FP16] = pl.move(b1, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 64], pl.FP32] = pl.matmul(a0, b0)
        c = pl.store(acc, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.InCore)
    def bias_add(
        self,
        c: pl.Tensor[[16, 64], pl.FP32],
        bias: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(c, [0, 0], [16, 64])
        bb: pl.Tile[[1, 64], pl.FP32] = pl.load(bias, [0, 0], [1, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.col_expand_add(t, bb)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[16, 32], pl.FP16],
        b: pl.Tensor[[32, 64], pl.FP16],
        bias: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        tmp: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        tmp = self.mm(a, b, tmp)
        out = self.bias_add(tmp, bias, out)
        return out
