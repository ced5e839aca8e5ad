# error: 22:5: Function 'run_blocks' has func_type=Orchestration which implies role=Orchestrator, but explicit role=SubWorker was provided
# (the reference rejects it with the same words)
import pypto.language as pl


@pl.program
class RowBlockFuse:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_block(
        self,
        src: pl.Tensor[[128, 256], pl.FP32],
        blk: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        rows: pl.Tile[[16, 256], pl.FP32] = pl.load(src, [blk * 16, 0], [16, 256])
        doubled: pl.Tile[[16, 256], pl.FP32] = pl.mul(rows, 2.0)
        shifted: pl.Tile[[16, 256], pl.FP32] = pl.add(doubled, 1.0)
        written: pl.Tensor[[16, 256], pl.FP32] = pl.store(shifted, [0, 0], part)
        return written

    @pl.function(type=pl.FunctionType.Orchestration, role=pl.Role.SubWorker)
    def run_blocks(
        self,
        src: pl.Tensor[[128, 256], pl.FP32],
        dst: pl.Out[pl.Tensor[[128, 256], pl.FP32]],
    ) -> pl.Tensor[[128, 256], pl.FP32]:
        for blk in pl.range(8):
            part: pl.Tensor[[16, 256], pl.FP32] = pl.create_tensor([16, 256], dtype=pl.FP32)
            part = self.scale_block(src, blk, part)
            dst = pl.assemble(dst, part, [blk * 16, 0])
        return dst
