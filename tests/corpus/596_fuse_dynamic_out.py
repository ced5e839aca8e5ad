# A per-block kernel writing a scratch tensor that an orchestration loop over a dynamic row count assembles into the output (FuseCreateAssembleToSlice with dynamic extents).
import pypto.language as pl

M = pl.dynamic("M")


@pl.program
class FuseDynamicOut:
    @pl.function(type=pl.FunctionType.InCore)
    def blk(
        self,
        src: pl.Tensor[[M, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(src, [i * 32, 0], [32, 64])
        r: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, 2.0)
        done: pl.Tensor[[32, 64], pl.FP32] = pl.store(r, [0, 0], part)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        src: pl.Tensor[[M, 64], pl.FP32],
        dst: pl.Out[pl.Tensor[[M, 64], pl.FP32]],
    ) -> pl.Tensor[[M, 64], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(src, 0)
        for i in pl.range(m // 32):
            part: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            part = self.blk(src, i, part)
            dst = pl.assemble(dst, part, [i * 32, 0])
        return dst
