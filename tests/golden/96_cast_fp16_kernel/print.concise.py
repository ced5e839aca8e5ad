# pypto.program: CastFp16Kernel
import pypto.language as pl

@pl.program
class CastFp16Kernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def widen_scale_narrow(x: pl.Tensor[[32, 128], pl.FP16], b: pl.Tensor[[1, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP16]]) -> pl.Tensor[[32, 128], pl.FP16]:
        t: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        bias: pl.Tile[[1, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [1, 128], [1, 128], target_memory=pl.Mem.Vec)
        w: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.cast(t, target_type=pl.FP32, mode='round')
        s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_add(w, bias)
        r: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(s)
        n: pl.Tile[[32, 128], pl.FP16, pl.Mem.Vec] = pl.tile.cast(r, target_type=pl.FP16, mode='round')
        done: pl.Tensor[[32, 128], pl.FP16] = pl.tile.store(n, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP16], b: pl.Tensor[[1, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP16]]) -> pl.Tensor[[32, 128], pl.FP16]:
        out: pl.Tensor[[32, 128], pl.FP16] = self.widen_scale_narrow(x, b, out)
        return out
