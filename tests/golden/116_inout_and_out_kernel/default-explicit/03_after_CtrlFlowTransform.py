# pypto.program: InOutAndOutKernel
import pypto.language as pl

@pl.program
class InOutAndOutKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def update(x: pl.Tensor[[32, 64], pl.FP32], state: pl.InOut[pl.Tensor[[32, 64], pl.FP32]], snap: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        tx: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ts: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(state, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        n: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(ts, tx)
        m: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(n, 0.5)
        state: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(n, [0, 0], state)
        snap: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(m, [0, 0], snap)
        return state, snap
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 64], pl.FP32], state: pl.InOut[pl.Tensor[[32, 64], pl.FP32]], snap: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        for k in pl.range(3):
            _tuple_tmp: pl.Tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]] = self.update(x, state, snap)
            state: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp[0]
            snap: pl.Tensor[[32, 64], pl.FP32] = _tuple_tmp[1]
        return state, snap
