# error: 21:43: The operator tile.matmul_bias requires bias to have shape [1, N], got [2, 64]
import pypto.language as pl


@pl.program
class MatmulBiasProbe:
    @pl.function(type=pl.FunctionType.InCore)
    def gemm_bias(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        bias: pl.Tensor[[2, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        a_m: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        b_m: pl.Tile[[64, 64], pl.FP16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        bias_m: pl.Tile[[2, 64], pl.FP32] = pl.load(bias, [0, 0], [2, 64], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[32, 64], pl.FP16] = pl.move(a_m, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[64, 64], pl.FP16] = pl.move(b_m, target_memory=pl.Mem.Right)
        bias_b: pl.Tile[[2, 64], pl.FP32] = pl.move(bias_m, target_memory=pl.Mem.Bias)
        acc: pl.Tile[[32, 64], pl.FP32] = pl.tile.matmul_bias(a_l, b_r, bias_b)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.store(acc, [0, 0], c)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        bias: pl.Tensor[[2, 64], pl.FP32],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        c = self.gemm_bias(a, b, bias, c)
        return c
