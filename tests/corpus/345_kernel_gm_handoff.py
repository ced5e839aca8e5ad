import pypto.language as pl


@pl.program
class KernelGmHandoff:
    @pl.function(type=pl.FunctionType.InCore)
    def fused(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 32], pl.FP16],
        scratch: pl.InOut[pl.Tensor[[32, 32], pl.FP32]],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        # The cube part writes its product to GM; the vector part reads it back.
        a_mat: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 32], pl.FP16] = pl.load(b, [0, 0], [64, 32], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[32, 64], pl.FP16] = pl.move(a_mat, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[64, 32], pl.FP16] = pl.move(b_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 32], pl.FP32] = pl.matmul(a_l, b_r)
        scratch = pl.store(acc, [0, 0], scratch)
        back: pl.Tile[[32, 32], pl.FP32] = pl.load(scratch, [0, 0], [32, 32])
        y: pl.Tile[[32, 32], pl.FP32] = pl.sqrt(back)
        out = pl.store(y, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 32], pl.FP16],
        scratch: pl.InOut[pl.Tensor[[32, 32], pl.FP32]],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        out = self.fused(a, b, scratch, out)
        return out
