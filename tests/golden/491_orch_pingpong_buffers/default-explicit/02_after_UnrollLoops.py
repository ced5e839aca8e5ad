# pypto.program: OrchPingPongBuffers
import pypto.language as pl

@pl.program
class OrchPingPongBuffers:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def relax(cur: pl.Tensor[[64, 128], pl.FP32], src: pl.Tensor[[64, 128], pl.FP32], nxt: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for r in pl.range(2):
            c: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(cur, [r * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src, [r * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            h: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(c, 0.75)
            q: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(s, 0.25)
            n: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(h, q)
            nxt: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(n, [r * 32, 0], nxt)
        return nxt
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], src: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for it, (cur,) in pl.range(6, init_values=(x,)):
            nxt: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            nxt: pl.Tensor[[64, 128], pl.FP32] = self.relax(cur, src, nxt)
            fin: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(nxt)
        y: pl.Tensor[[64, 128], pl.FP32] = self.relax(fin, src, y)
        return y
