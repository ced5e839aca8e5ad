# pypto.program: SpmdKernelCall
import pypto.language as pl

@pl.program
class SpmdKernelCall:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk(x: pl.Tensor[[256, 128], pl.FP32], y: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        b: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [b * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
        yd: pl.Tensor[[256, 128], pl.FP32] = pl.tile.store(s, [b * 32, 0], y)
        return yd
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[256, 128], pl.FP32], y: pl.Out[pl.Tensor[[256, 128], pl.FP32]]) -> pl.Tensor[[256, 128], pl.FP32]:
        with pl.spmd(8):
            y: pl.Tensor[[256, 128], pl.FP32] = self.blk(x, y)
        return y
