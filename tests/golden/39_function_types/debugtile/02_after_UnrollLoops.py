# pypto.program: FunctionTypes
import pypto.language as pl

@pl.program
class FunctionTypes:
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def cube(a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], c: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a_mat: pl.Tile[[16, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[32, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [32, 16], [32, 16], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[16, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[32, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l0, b_l0)
        c_done: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], c)
        return c_done
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def vector(c: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.relu(t)
        o_done: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], o)
        return o_done
    @pl.function(type=pl.FunctionType.Spmd)
    def launch(self, c: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o: pl.Tensor[[16, 16], pl.FP32] = self.vector(c, o, attrs={"core_num": 4, "sync_start": True})
        return o
    @pl.function
    def fragment(self, c: pl.Tensor[[16, 16], pl.FP32], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        o: pl.Tensor[[16, 16], pl.FP32] = self.launch(c, o)
        return o
    @pl.function
    def host_helper(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        m: pl.Scalar[pl.INDEX] = n * 2
        return m * 2
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def pair(a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], c: pl.InOut[pl.Tensor[[16, 16], pl.FP32]], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        # A mixed Group's members share one task payload: they may only be
        # passed the Group's parameters.
        c_done: pl.Tensor[[16, 16], pl.FP32] = self.cube(a, b, c)
        o: pl.Tensor[[16, 16], pl.FP32] = self.vector(c, o)
        return o
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def run(self, a: pl.Tensor[[16, 32], pl.FP16], b: pl.Tensor[[32, 16], pl.FP16], o: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        c: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o: pl.Tensor[[16, 16], pl.FP32] = self.pair(a, b, c, o)
        d: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o: pl.Tensor[[16, 16], pl.FP32] = self.fragment(d, o)
        return o
