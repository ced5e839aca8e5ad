# pypto.program: ScopeForms
import pypto.language as pl

@pl.program
class ScopeForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def data_parallel_incore_0(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        x__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(x__tile)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4, "sync_start": True})
    def data_parallel_spmd_0(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.data_parallel_incore_0(x__ssa_v0, y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v1: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        blk__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        part__tile: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [blk__ssa_v0 * 8, 0], [8, 128], [8, 128], target_memory=pl.Mem.Vec)
        sq__tile: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(part__tile, part__tile)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(sq__tile, [blk__ssa_v0 * 8, 0], y__ssa_v1)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 8})
    def rows_spmd(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v1: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = self.rows(x__ssa_v0, y__ssa_v1)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def data_parallel(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.data_parallel_spmd_0(x__ssa_v0, y__ssa_v0)
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = self.rows_spmd(x__ssa_v0, y__ssa_v1)
        return y__ssa_v2
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"split": pl.SplitMode.UP_DOWN})
    def halves(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        x__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        a__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(x__tile)
        y__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(a__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(level=pl.Level.CLUSTER_0)
    def outlined_cluster0_1(self, y__ssa_v3: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], x__ssa_v0: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        d__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.sub(y__ssa_v3, x__ssa_v0)
        y__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v3, d__ssa_v0, [0, 0])
        return y__ssa_v3
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def outlined_incore_1(y__ssa_v1: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(y__ssa_v1, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(y__tile, x__tile)
        y__tile_1: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(y__tile, b__tile, [0, 0])
        ret0__store: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(y__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def outlined_cluster_0(y__ssa_v1: pl.InOut[pl.Tensor[[64, 128], pl.FP32]], x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = self.outlined_incore_1(y__ssa_v1, x__ssa_v0, ret0__out)
        return y__ssa_v1
    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def outlined_host_orch_0(self, y__ssa_v2: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        c__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.muls(y__ssa_v2, 2.0)
        y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(y__ssa_v2, c__ssa_v0, [0, 0])
        return y__ssa_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def outlined(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.halves(x__ssa_v0, y__ssa_v0)
        ret0__out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = self.outlined_cluster_0(y__ssa_v1, x__ssa_v0, ret0__out)
        y__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.outlined_host_orch_0(y__ssa_v2)
        y__ssa_v4: pl.Tensor[[64, 128], pl.FP32] = self.outlined_cluster0_1(y__ssa_v3, x__ssa_v0)
        return y__ssa_v4
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def split_vector(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for half__ssa_v0 in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [half__ssa_v0 * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
                r__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.abs(t__ssa_v0)
                pl.tile.store(r__ssa_v0, [half__ssa_v0 * 32, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        with pl.scope():
            y__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(x__ssa_v0, y__ssa_v0)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            y__ssa_v2: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(y__ssa_v1, y__ssa_v1)
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for i__idx_v0, (y__iter_v3,) in pl.range(2, init_values=(y__ssa_v2,)):
                y__ssa_v5: pl.Tensor[[64, 128], pl.FP32] = self.split_vector(y__iter_v3, y__iter_v3)
                y__rv_v4: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(y__ssa_v5)
        return y__rv_v4
