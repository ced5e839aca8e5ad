# pypto.program: TupleTmpIfPhi
import pypto.language as pl

@pl.program
class TupleTmpIfPhi:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[16, 64], pl.FP32], p: pl.Out[pl.Tensor[[16, 64], pl.FP32]], q: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], p)
        q2: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], q)
        return p2, q2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], flag: pl.Scalar[pl.INDEX], p: pl.Out[pl.Tensor[[16, 64], pl.FP32]], q: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        if flag > 0:
            _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x, p, q)
            p: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[0]
            q: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[1]
        else:
            _tuple_tmp_1: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x, q, p)
            p: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp_1[0]
            q: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp_1[1]
        return p, q
