# A 3-D batch matmul moved to Vec and read by a vector op: FlattenTileNdTo2D
# unrolls it into per-batch matmuls assembled into a row-major Vec tile, and
# rebuilds the move and the relu from that tile (no col-major view left).
import pypto.language as pl


@pl.program
class K_t95_batch_matmul_relu:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[2, 16, 64], pl.BF16], b: pl.Tensor[[2, 64, 32], pl.BF16], out: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        at: pl.Tile[[2, 16, 64], pl.BF16] = pl.load(a, [0, 0, 0], [2, 16, 64], target_memory=pl.Mem.Mat)
        bt: pl.Tile[[2, 64, 32], pl.BF16] = pl.load(b, [0, 0, 0], [2, 64, 32], target_memory=pl.Mem.Mat)
        p: pl.Tile[[2, 16, 32], pl.FP32] = pl.tile.batch_matmul(at, bt)
        v = pl.move(p, target_memory=pl.Mem.Vec)
        r = pl.relu(v)
        out = pl.store(r, [0, 0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, a: pl.Tensor[[2, 16, 64], pl.BF16], b: pl.Tensor[[2, 64, 32], pl.BF16], out: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out = self.k(a, b, out)
        return out
