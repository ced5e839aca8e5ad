# pypto.program: SsaEscapeTupleElement
import pypto.language as pl

@pl.program
class SsaEscapeTupleElement:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k2(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], a__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], b__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], a__ssa_v0)
        b__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], b__ssa_v0)
        return a__ssa_v1, b__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ko(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], o__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [o__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [o__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c1__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c2__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]] = self.k2(x__ssa_v0, c1__ssa_v0, c2__ssa_v0)
        p__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        q__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        for i__idx_v0, (q2__iter_v0,) in pl.range(2, init_values=(q__ssa_v0,)):
            c3__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            c4__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _tuple_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]] = self.k2(p__ssa_v0, c3__ssa_v0, c4__ssa_v0)
            p2__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp__ssa_v0_1[0]
            q2__ssa_v2: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp__ssa_v0_1[1]
            q2__rv_v1: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(q2__ssa_v2)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.k(q2__rv_v1, y__ssa_v0)
        return y__ssa_v1
