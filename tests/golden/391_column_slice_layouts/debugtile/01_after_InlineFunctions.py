# pypto.program: ColSliceSources
import pypto.language as pl

@pl.program
class ColSliceSources:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP16], a: pl.Tensor[[32, 64], pl.FP16], y: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        t: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        f: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP16, value=1.0)
        g: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.add(t, f)
        c1: pl.Tile[[16, 1], pl.FP16, pl.Mem.Vec] = pl.tile.slice(g, [16, 1], [0, 7])
        c2: pl.Tile[[8, 1], pl.FP16, pl.Mem.Vec] = pl.tile.slice(f, [8, 1], [8, 0])
        mm: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        c3: pl.Tile[[32, 1], pl.FP16, pl.Mem.Mat] = pl.tile.slice(mm, [32, 1], [0, 0])
        w: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        rs: pl.Tile[[16, 1], pl.FP16, pl.Mem.Vec] = pl.tile.row_sum(t, w)
        c4: pl.Tile[[8, 1], pl.FP16, pl.Mem.Vec] = pl.tile.slice(rs, [8, 1], [8, 0])
        y: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(g, [0, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP16], a: pl.Tensor[[32, 64], pl.FP16], y: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        y: pl.Tensor[[16, 64], pl.FP16] = self.k(x, a, y)
        return y
