# pypto.program: OrchWhileTwoCarries
import pypto.language as pl

@pl.program
class OrchWhileTwoCarries:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def blk(src__ssa_v0: pl.Tensor[[64, 64], pl.FP32], k__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [k__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(r__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], a__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]], b__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for (k, acc_a, acc_b) in pl.while_(init_values=(0, a__ssa_v0, b__ssa_v0)):
            pl.cond(k < n__ssa_v0)
            p__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            p__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.blk(src__ssa_v0, k, p__ssa_v0)
            q__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            q__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.blk(src__ssa_v0, k, q__ssa_v0)
            na__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(acc_a, p__ssa_v1, [k * 16, 0])
            nb__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(acc_b, q__ssa_v1, [k * 16, 0])
            k2__ssa_v0: pl.Scalar[pl.INDEX] = k + 1
            k_out, a_out, b_out = pl.yield_(k2__ssa_v0, na__ssa_v0, nb__ssa_v0)
        return a_out, b_out
