# pypto.program: OrchCreateLoopFuse
import pypto.language as pl

@pl.program
class OrchCreateLoopFuse:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def add_rows(x: pl.Tensor[[64, 128], pl.FP32], y: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for r in pl.range(4):
            tx: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            ty: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [r * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(tx, ty)
            out: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s, [r * 16, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sq_block(src: pl.Tensor[[64, 128], pl.FP32], i: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        q: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        part: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(q, [0, 0], part)
        return part
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[64, 128], pl.FP32], dst: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        sq: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i in pl.range(4):
            part: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[16, 128], pl.FP32] = self.sq_block(src, i, part)
            sq: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(sq, part, [i * 16, 0])
        dst: pl.Tensor[[64, 128], pl.FP32] = self.add_rows(sq, src, dst)
        return dst
