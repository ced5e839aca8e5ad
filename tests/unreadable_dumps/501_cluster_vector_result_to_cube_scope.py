import pypto.language as pl


@pl.program
class ClusterVecThenCube:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.cluster():
            h: pl.Tensor[[32, 64], pl.FP16] = pl.create_tensor([32, 64], dtype=pl.FP16)
            with pl.at(level=pl.Level.CORE_GROUP):
                h = pl.assemble(h, pl.cast(pl.maximum(x, 0.0), pl.FP16), [0, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                y = pl.assemble(y, pl.matmul(h, w, out_dtype=pl.FP32), [0, 0])
        return y
