# pypto.program: FullValueKinds
import pypto.language as pl

@pl.program
class FullValueKinds:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(x: pl.Tensor[[16, 64], pl.INT32], y: pl.Tensor[[16, 64], pl.FP32], out_i: pl.Out[pl.Tensor[[16, 64], pl.INT32]], out_f: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]]:
        a: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        half: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.INT32, value=0.5)
        two: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.INT32, value=2.0)
        s: pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec] = pl.tile.add(pl.tile.add(a, half), two)
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        three: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=3)
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(b, three)
        out_i: pl.Tensor[[16, 64], pl.INT32] = pl.tile.store(s, [0, 0], out_i)
        out_f: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out_f)
        return out_i, out_f
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 64], pl.INT32], y: pl.Tensor[[16, 64], pl.FP32], out_i: pl.Out[pl.Tensor[[16, 64], pl.INT32]], out_f: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]] = self.fill(x, y, out_i, out_f)
        out_i: pl.Tensor[[16, 64], pl.INT32] = _tuple_tmp[0]
        out_f: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[1]
        return out_i, out_f
