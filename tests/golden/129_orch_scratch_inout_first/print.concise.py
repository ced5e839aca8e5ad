# pypto.program: OrchScratchInOutFirst
import pypto.language as pl

@pl.program
class OrchScratchInOutFirst:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def stage(x: pl.Tensor[[64, 64], pl.FP32], i: pl.Scalar[pl.INDEX], scratch: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], part: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        h: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        scratch: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(h, [0, 0], scratch)
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        part: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(e, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(4):
            scratch: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.create([8, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[16, 64], pl.FP32] = self.stage(x, i, scratch, part)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out, part, [i * 16, 0])
        return out
