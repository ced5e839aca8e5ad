# A windowize kernel launched by pl.submit in a manual scope, each launch depending on the previous one: OptimizeOrchTensors windows the launch like a call (slices in, the __windowed clone launched with its deps, the output assembled back, the TaskId passed through).
import pypto.language as pl


@pl.program
class G11:
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [r, 0], [16, 64])
        y = pl.store(pl.exp(t), [r, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.manual_scope():
            prev = None
            for i in pl.range(4):
                y, prev = pl.submit(self.k, x, i * 16, y, deps=[prev])
        return y
