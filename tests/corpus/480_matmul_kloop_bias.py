import pypto.language as pl


@pl.program
class MatmulKLoopBias:
    @pl.function(type=pl.FunctionType.InCore)
    def gemm(
        self,
        a: pl.Tensor[[64, 512], pl.BF16],
        b: pl.Tensor[[512, 128], pl.BF16],
        c: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        a0: pl.Tile[[64, 128], pl.BF16] = pl.load(a, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
        b0: pl.Tile[[128, 128], pl.BF16] = pl.load(b, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        a0l: pl.Tile[[64, 128], pl.BF16] = pl.move(a0, target_memory=pl.Mem.Left)
        b0r: pl.Tile[[128, 128], pl.BF16] = pl.move(b0, target_memory=pl.Mem.Right)
        init: pl.Tile[[64, 128], pl.FP32] = pl.matmul(a0l, b0r)
        for k, (acc,) in pl.range(1, 4, init_values=(init,)):
            ak: pl.Tile[[64, 128], pl.BF16] = pl.load(a, [0, k * 128], [64, 128], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[128, 128], pl.BF16] = pl.load(b, [k * 128, 0], [128, 128], target_memory=pl.Mem.Mat)
            akl: pl.Tile[[64, 128], pl.BF16] = pl.move(ak, target_memory=pl.Mem.Left)
            bkr: pl.Tile[[128, 128], pl.BF16] = pl.move(bk, target_memory=pl.Mem.Right)
            nxt: pl.Tile[[64, 128], pl.FP32] = pl.matmul_acc(acc, akl, bkr)
            fin: pl.Tile[[64, 128], pl.FP32] = pl.yield_(nxt)
        cd: pl.Tensor[[64, 128], pl.FP32] = pl.store(fin, [0, 0], c)
        return cd

    @pl.function(type=pl.FunctionType.InCore)
    def bias_act(
        self,
        c: pl.Tensor[[64, 128], pl.FP32],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(c, [0, 0], [64, 128])
        bt: pl.Tile[[1, 128], pl.FP32] = pl.load(bias, [0, 0], [1, 128])
        tb: pl.Tile[[64, 128], pl.FP32] = pl.col_expand_add(t, bt)
        r: pl.Tile[[64, 128], pl.FP32] = pl.relu(tb)
        od: pl.Tensor[[64, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return od

    @pl.function(type=pl.FunctionType.Orchestration)
    def linear(
        self,
        a: pl.Tensor[[64, 512], pl.BF16],
        b: pl.Tensor[[512, 128], pl.BF16],
        bias: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        c: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)
        c = self.gemm(a, b, c)
        out = self.bias_act(c, bias, out)
        return out
