# pypto.program: OrchTupleTwoOuts
import pypto.language as pl

@pl.program
class OrchTupleTwoOuts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def split_pos_neg(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], pos__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]], neg__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t__ssa_v0)
        n__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(p__ssa_v0, t__ssa_v0)
        pos__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(p__ssa_v0, [0, 0], pos__ssa_v0)
        neg__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(n__ssa_v0, [0, 0], neg__ssa_v0)
        return pos__ssa_v1, neg__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out_p__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], out_n__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i__idx_v0, (out_n__iter_v1, out_p__iter_v1) in pl.range(4, init_values=(out_n__ssa_v0, out_p__ssa_v0)):
            a__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            b__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.split_pos_neg(x__ssa_v0, i__idx_v0, a__ssa_v0, b__ssa_v0)
            a__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
            b__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
            out_p__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out_p__iter_v1, a__ssa_v1, [i__idx_v0 * 16, 0])
            out_n__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out_n__iter_v1, b__ssa_v1, [i__idx_v0 * 16, 0])
            out_n__rv_v2, out_p__rv_v2 = pl.yield_(out_n__ssa_v3, out_p__ssa_v3)
        return out_p__rv_v2, out_n__rv_v2
