# pypto.program: PipelineKLoop
import pypto.language as pl

@pl.program
class PipelineKLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gemm_pipe(a: pl.Tensor[[64, 256], pl.FP16], b: pl.Tensor[[256, 64], pl.FP16], c: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        acc0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for k, (acc,) in pl.pipeline(4, stage=2, init_values=(acc0,)):
            ak: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, k * 64], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            bk: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [k * 64, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
            al: pl.Tile[[64, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ak, target_memory=pl.Mem.Left)
            br: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(bk, target_memory=pl.Mem.Right)
            nx: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, al, br)
            fin: pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(nx)
        cd: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(fin, [0, 0], c)
        return cd
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[64, 256], pl.FP16], b: pl.Tensor[[256, 64], pl.FP16], c: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        c: pl.Tensor[[64, 64], pl.FP32] = self.gemm_pipe(a, b, c)
        return c
