# pypto.program: SubmitMultiOut
import pypto.language as pl

@pl.program
class SubmitMultiOut:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_add(a: pl.Tensor[[32, 128], pl.FP32], b: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ta: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(b, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(ta, tb)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_split(x: pl.Tensor[[32, 128], pl.FP32], o1: pl.Out[pl.Tensor[[32, 128], pl.FP32]], o2: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t)
        n: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.neg(t)
        o1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e, [0, 0], o1)
        o2: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(n, [0, 0], o2)
        return o1, o2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            a: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            b: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _submit_tmp: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_split, x, a, b)
            a: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp[0]
            b: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp[1]
            t0: pl.Scalar[pl.TASK_ID] = _submit_tmp[2]
            _submit_tmp_1: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k_add, a, b, out, deps=[t0], allow_early_resolve=True)
            out: pl.Tensor[[32, 128], pl.FP32] = _submit_tmp_1[0]
            t1: pl.Scalar[pl.TASK_ID] = _submit_tmp_1[1]
        return out
