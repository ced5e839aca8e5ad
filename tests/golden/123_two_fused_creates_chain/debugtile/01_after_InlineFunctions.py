# pypto.program: TwoFusedCreatesChain
import pypto.language as pl

@pl.program
class TwoFusedCreatesChain:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def stage_a(x: pl.Tensor[[64, 128], pl.FP32], i: pl.Scalar[pl.INDEX], a: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        a: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(u, [0, 0], a)
        return a
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def stage_b(a: pl.Tensor[[16, 128], pl.FP32], b: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        b: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(u, [0, 0], b)
        return b
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out_a: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out_b: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        for i in pl.range(4):
            a: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            a: pl.Tensor[[16, 128], pl.FP32] = self.stage_a(x, i, a)
            b: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            b: pl.Tensor[[16, 128], pl.FP32] = self.stage_b(a, b)
            out_a: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out_a, a, [i * 16, 0])
            out_b: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out_b, b, [i * 16, 0])
        return out_a, out_b
