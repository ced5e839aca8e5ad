import pypto.language as pl


@pl.program
class MatmulVecEpilogue:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(
        self,
        a: pl.Tensor[[32, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[32, 64], pl.BF16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.BF16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.BF16] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.BF16] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32] = pl.matmul(al, br)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.store(acc, [0, 0], c)
        return done

    @pl.function(type=pl.FunctionType.InCore)
    def epilogue(
        self,
        c: pl.Tensor[[32, 64], pl.FP32],
        bias: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(c, [0, 0], [32, 64])
        bt: pl.Tile[[1, 64], pl.FP32] = pl.load(bias, [0, 0], [1, 64])
        s: pl.Tile[[32, 64], pl.FP32] = pl.col_expand_add(t, bt)
        r: pl.Tile[[32, 64], pl.FP32] = pl.relu(s)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.BF16],
        b: pl.Tensor[[64, 64], pl.BF16],
        bias: pl.Tensor[[1, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        c: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        c = self.mm(a, b, c)
        out = self.epilogue(c, bias, out)
        return out
