# pypto.program: MixedAccStoreAndVec
import pypto.language as pl

@pl.program
class MixedAccStoreAndVec:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], act__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        am__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        bm__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.load(b__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        al__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(am__ssa_v0, target_memory=pl.Mem.Left)
        br__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major, fractal=512)] = pl.tile.move(bm__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=1024)] = pl.tile.matmul(al__ssa_v0, br__ssa_v0)
        raw_d__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], raw__ssa_v0)
        v__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.move(acc__ssa_v0, target_memory=pl.Mem.Vec)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.relu(v__ssa_v0)
        u__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major, fractal=512)] = pl.tile.mul(t__ssa_v0, v__ssa_v0)
        act_d__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], act__ssa_v0)
        return raw_d__ssa_v0, act_d__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[64, 64], pl.BF16], raw__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], act__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(a__ssa_v0, b__ssa_v0, raw__ssa_v0, act__ssa_v0)
        raw__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        act__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return raw__ssa_v1, act__ssa_v1
