# pypto.program: MatmulKLoopBias
import pypto.language as pl

@pl.program
class MatmulKLoopBias:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def bias_act(c__ssa_v0: pl.Tensor[[64, 128], pl.FP32], bias__ssa_v0: pl.Tensor[[1, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(c__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        bt__ssa_v0: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias__ssa_v0, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(t__ssa_v0, bt__ssa_v0)
        r__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(tb__ssa_v0)
        od__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def gemm(a__ssa_v0: pl.Tensor[[64, 512], pl.BF16], b__ssa_v0: pl.Tensor[[512, 128], pl.BF16], c__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        a0__ssa_v0: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
        b0__ssa_v0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
        a0l__ssa_v0: pl.Tile[[64, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(a0__ssa_v0, target_memory=pl.Mem.Left)
        b0r__ssa_v0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(b0__ssa_v0, target_memory=pl.Mem.Right)
        init__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a0l__ssa_v0, b0r__ssa_v0)
        for k__idx_v0, (acc,) in pl.range(1, 4, init_values=(init__ssa_v0,)):
            ak__ssa_v0: pl.Tile[[64, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, k__idx_v0 * 128], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
            bk__ssa_v0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [k__idx_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Mat)
            akl__ssa_v0: pl.Tile[[64, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(ak__ssa_v0, target_memory=pl.Mem.Left)
            bkr__ssa_v0: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(bk__ssa_v0, target_memory=pl.Mem.Right)
            nxt__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, akl__ssa_v0, bkr__ssa_v0)
            fin: pl.Tile[[64, 128], pl.FP32, pl.Mem.Acc] = pl.yield_(nxt__ssa_v0)
        cd__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(fin, [0, 0], c__ssa_v0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def linear(self, a__ssa_v0: pl.Tensor[[64, 512], pl.BF16], b__ssa_v0: pl.Tensor[[512, 128], pl.BF16], bias__ssa_v0: pl.Tensor[[1, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        c__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        c__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.gemm(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.bias_act(c__ssa_v1, bias__ssa_v0, out__ssa_v0)
        return out__ssa_v1
