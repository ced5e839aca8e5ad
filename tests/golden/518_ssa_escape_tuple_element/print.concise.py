# pypto.program: SsaEscapeTupleElement
import pypto.language as pl

@pl.program
class SsaEscapeTupleElement:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], y)
        return y
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k2(x: pl.Tensor[[64, 64], pl.FP32], a: pl.Out[pl.Tensor[[64, 64], pl.FP32]], b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], a)
        b: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], b)
        return a, b
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def ko(x: pl.Tensor[[64, 64], pl.FP32], o: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [o, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [o, 0], y)
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c2: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]] = self.k2(x, c1, c2)
        p: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp[0]
        q: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp[1]
        for i in pl.range(2):
            c3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            c4: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _tuple_tmp_1: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]] = self.k2(p, c3, c4)
            p2: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp_1[0]
            q2: pl.Tensor[[64, 64], pl.FP32] = _tuple_tmp_1[1]
        y: pl.Tensor[[64, 64], pl.FP32] = self.k(q2, y)
        return y
