# pypto.program: FuseDynamicOut
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class FuseDynamicOut:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk(src: pl.Tensor[[M, 64], pl.FP32], i: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [i * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r, [0, 0], part)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[M, 64], pl.FP32], dst: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        for i in pl.range(M // 32):
            part: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[32, 64], pl.FP32] = self.blk(src, i, part)
            dst: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.assemble(dst, part, [i * 32, 0])
        return dst
