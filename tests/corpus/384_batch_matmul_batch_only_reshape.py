import pypto.language as pl


# A batch matmul whose left operand is a 2-D Mat tile given batch dims of
# size 1 by a reshape: FlattenTileNdTo2D reads the operand through the
# reshape (same [16, 64] page, same batch volume), drops the reshape and
# slices the load itself.
@pl.program
class BatchMatmulBatchOnlyReshape:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        lhs: pl.Tensor[[16, 64], pl.FP16],
        rhs: pl.Tensor[[2, 64, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]],
    ) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        lhs_2d: pl.Tile[[16, 64], pl.FP16] = pl.load(lhs, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        lhs_3d: pl.Tile[[1, 16, 64], pl.FP16] = pl.tile.reshape(lhs_2d, [1, 16, 64])
        rhs_3d: pl.Tile[[2, 64, 32], pl.FP16] = pl.load(rhs, [0, 0, 0], [2, 64, 32], target_memory=pl.Mem.Mat)
        prod: pl.Tile[[2, 16, 32], pl.FP32] = pl.tile.batch_matmul(lhs_3d, rhs_3d)
        out = pl.store(prod, [0, 0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        lhs: pl.Tensor[[16, 64], pl.FP16],
        rhs: pl.Tensor[[2, 64, 32], pl.FP16],
    ) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out = pl.create_tensor([2, 16, 32], dtype=pl.FP32)
        return self.kernel(lhs, rhs, out)
