# pypto.program: TupleKernelRowLoop
import pypto.language as pl

@pl.program
class TupleKernelRowLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def split_sign(x: pl.Tensor[[64, 64], pl.FP32], i: pl.Scalar[pl.INDEX], pos: pl.Out[pl.Tensor[[16, 64], pl.FP32]], neg: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t)
        n: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(t, p)
        pos: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(p, [0, 0], pos)
        neg: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(n, [0, 0], neg)
        return pos, neg
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], out_pos: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_neg: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.range(4):
            pos: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            neg: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.split_sign(x, i, pos, neg)
            pos: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[0]
            neg: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[1]
            out_pos: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out_pos, pos, [i * 16, 0])
            out_neg: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out_neg, neg, [i * 16, 0])
        return out_pos, out_neg
