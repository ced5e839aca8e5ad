# pypto.program: FunctionTypes
import pypto.language as pl

@pl.program
class FunctionTypes:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a_mat__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        a_l0__ssa_v0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_l0__ssa_v0: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l0__ssa_v0, b_l0__ssa_v0)
        c_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c_done__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def vector(c__ssa_v0: pl.Tensor[[16, 16], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t__ssa_v0)
        o_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], o__ssa_v0)
        return o_done__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd)
    def launch(self, c__ssa_v0: pl.Tensor[[16, 16], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.vector(c__ssa_v0, o__ssa_v0, attrs={"core_num": 4, "sync_start": True})
        return o__ssa_v1
    @pl.function
    def fragment(self, c__ssa_v0: pl.Tensor[[16, 16], pl.FP32], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.launch(c__ssa_v0, o__ssa_v0)
        return o__ssa_v1
    @pl.function
    def host_helper(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        m__ssa_v0: pl.Scalar[pl.INDEX] = n__ssa_v0 * 2
        return m__ssa_v0 * 2
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def pair(a__ssa_v0: pl.Tensor[[16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16], c__ssa_v0: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        # A mixed Group's members share one task payload: they may only be
        # passed the Group's parameters.
        c_done__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = self.cube(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.vector(c__ssa_v0, o__ssa_v0)
        return o__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a__ssa_v0: pl.Tensor[[16, 32], pl.FP16], b__ssa_v0: pl.Tensor[[32, 16], pl.FP16], o__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o__ssa_v1: pl.Tensor[[16, 16], pl.FP32] = self.pair(a__ssa_v0, b__ssa_v0, c__ssa_v0, o__ssa_v0)
        d__ssa_v0: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o__ssa_v2: pl.Tensor[[16, 16], pl.FP32] = self.fragment(d__ssa_v0, o__ssa_v1)
        return o__ssa_v2
