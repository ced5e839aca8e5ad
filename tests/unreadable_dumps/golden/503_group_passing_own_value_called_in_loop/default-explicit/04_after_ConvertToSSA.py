# pypto.program: GroupInLoop
import pypto.language as pl

@pl.program
class GroupInLoop:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        am__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        cd__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return cd__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def vec(c__ssa_v0: pl.Tensor[[32, 64], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(c__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        od__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], o__ssa_v0)
        return od__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def pair(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], c__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32]], o__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.cube(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        o__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.vec(c__ssa_v1, o__ssa_v0)
        return o__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[64, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 64], pl.FP16], o__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (o__iter_v1,) in pl.range(2, init_values=(o__ssa_v0,)):
            c__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            t__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            asl__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.slice(a__ssa_v0, [32, 64], [i__idx_v0 * 32, 0])
            t__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.pair(asl__ssa_v0, b__ssa_v0, c__ssa_v0, t__ssa_v0)
            o__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(o__iter_v1, t__ssa_v1, [i__idx_v0 * 32, 0])
            o__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(o__ssa_v3)
        return o__rv_v2
