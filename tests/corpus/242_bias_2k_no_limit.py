import pypto.language as pl


@pl.program
class BiasTwoKiB:
    @pl.function(type=pl.FunctionType.InCore)
    def mmb(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 512], pl.FP16],
        bias: pl.Tensor[[1, 512], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        am: pl.Tile[[16, 16], pl.FP16] = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[16, 512], pl.FP16] = pl.load(b, [0, 0], [16, 512], target_memory=pl.Mem.Mat)
        biasm: pl.Tile[[1, 512], pl.FP32] = pl.load(bias, [0, 0], [1, 512], target_memory=pl.Mem.Mat)
        al: pl.Tile[[16, 16], pl.FP16] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[16, 512], pl.FP16] = pl.move(bm, target_memory=pl.Mem.Right)
        bt: pl.Tile[[1, 512], pl.FP32] = pl.move(biasm, target_memory=pl.Mem.Bias)
        acc: pl.Tile[[16, 512], pl.FP32] = pl.matmul_bias(al, br, bt)
        c = pl.store(acc, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 512], pl.FP16],
        bias: pl.Tensor[[1, 512], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 512], pl.FP32]],
    ) -> pl.Tensor[[16, 512], pl.FP32]:
        c = self.mmb(a, b, bias, c)
        return c
