# pypto.program: KernelScalarParamOps
import pypto.language as pl

@pl.program
class KernelScalarParamOps:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def affine(x: pl.Tensor[[32, 128], pl.FP32], scale: pl.Scalar[pl.FP32], bias: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, scale)
        b: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(s, bias)
        r: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(b, t)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], scale: pl.Scalar[pl.FP32], bias: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.affine(x, scale, bias, out)
        return out
