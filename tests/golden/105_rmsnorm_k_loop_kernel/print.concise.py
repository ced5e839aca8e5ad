# pypto.program: RmsnormKLoopKernel
import pypto.language as pl

@pl.program
class RmsnormKLoopKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rms(x: pl.Tensor[[16, 512], pl.FP32], gamma: pl.Tensor[[1, 512], pl.FP32], out: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        work: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        b0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        sq0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(b0, b0)
        z: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq0, work)
        for k, (ss,) in pl.range(1, 4, init_values=(z,)):
            blk: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, k * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            sq: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(blk, blk)
            part: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq, work)
            ss2: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(ss, part)
            ss_out: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.yield_(ss2)
        mean: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.muls(ss_out, 0.001953125)
        inv: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(mean)
        for k2, (o,) in pl.range(4, init_values=(out,)):
            blk2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, k2 * 128], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            g: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(gamma, [0, k2 * 128], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
            n: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.row_expand_mul(blk2, inv)
            sc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(n, g)
            w: pl.Tensor[[16, 512], pl.FP32] = pl.tile.store(sc, [0, k2 * 128], o)
            o_out: pl.Tensor[[16, 512], pl.FP32] = pl.yield_(w)
        return o_out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[16, 512], pl.FP32], gamma: pl.Tensor[[1, 512], pl.FP32], out: pl.Out[pl.Tensor[[16, 512], pl.FP32]]) -> pl.Tensor[[16, 512], pl.FP32]:
        out: pl.Tensor[[16, 512], pl.FP32] = self.rms(x, gamma, out)
        return out
