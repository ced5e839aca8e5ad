# pypto.program: SliceResultIntoKernel
import pypto.language as pl

@pl.program
class SliceResultIntoKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def double_all(x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        d: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(t, t)
        out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def exp_part(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        full: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        full: pl.Tensor[[64, 128], pl.FP32] = self.double_all(x, full)
        for i in pl.range(4):
            piece: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(full, [16, 128], [i * 16, 0])
            part: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[16, 128], pl.FP32] = self.exp_part(piece, part)
            out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, part, [i * 16, 0])
        return out
