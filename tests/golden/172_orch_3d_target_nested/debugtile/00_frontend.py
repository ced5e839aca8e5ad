# pypto.program: Orch3DTargetNested
import pypto.language as pl

@pl.program
class Orch3DTargetNested:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def tile_exp(x: pl.Tensor[[2, 32, 64], pl.FP32], b: pl.Scalar[pl.INDEX], r: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b, r * 16, 0], [1, 16, 64], [1, 16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[2, 32, 64], pl.FP32], out: pl.Out[pl.Tensor[[2, 32, 64], pl.FP32]]) -> pl.Tensor[[2, 32, 64], pl.FP32]:
        for b in pl.range(2):
            for r in pl.range(2):
                part: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                part: pl.Tensor[[16, 64], pl.FP32] = self.tile_exp(x, b, r, part)
                out: pl.Tensor[[2, 32, 64], pl.FP32] = pl.tensor.assemble(out, part, [b, r * 16, 0])
        return out
