# pypto.program: SpmdTwoOut
import pypto.language as pl

@pl.program
class SpmdTwoOut:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k2(x: pl.Tensor[[128, 64], pl.FP32], o1: pl.Out[pl.Tensor[[128, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        n: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.neg(t)
        o1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e, [b * 32, 0], o1)
        o2: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(n, [b * 32, 0], o2)
        return o1, o2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], o1: pl.Out[pl.Tensor[[128, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        with pl.spmd(4):
            _tuple_tmp: pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]] = self.k2(x, o1, o2)
            o1: pl.Tensor[[128, 64], pl.FP32] = _tuple_tmp[0]
            o2: pl.Tensor[[128, 64], pl.FP32] = _tuple_tmp[1]
        return o1, o2
