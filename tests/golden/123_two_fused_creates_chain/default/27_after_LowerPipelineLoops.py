# pypto.program: TwoFusedCreatesChain
import pypto.language as pl

@pl.program
class TwoFusedCreatesChain:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage_a(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], a__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
        a__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(u__ssa_v0, [0, 0], a__ssa_v0)
        return a__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage_b(a__ssa_v0: pl.Tensor[[16, 128], pl.FP32], b__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        b__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(u__ssa_v0, [0, 0], b__ssa_v0)
        return b__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out_a__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]], out_b__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        for i__idx_v0, (out_a__iter_v1, out_b__iter_v1) in pl.range(4, init_values=(out_a__ssa_v0, out_b__ssa_v0)):
            a__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            a__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.stage_a(x__ssa_v0, i__idx_v0, a__ssa_v0)
            b__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            b__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.stage_b(a__ssa_v1, b__ssa_v0)
            out_a__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out_a__iter_v1, a__ssa_v1, [i__idx_v0 * 16, 0])
            out_b__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out_b__iter_v1, b__ssa_v1, [i__idx_v0 * 16, 0])
            out_a__rv_v2, out_b__rv_v2 = pl.yield_(out_a__ssa_v3, out_b__ssa_v3)
        return out_a__rv_v2, out_b__rv_v2
