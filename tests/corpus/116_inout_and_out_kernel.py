import pypto.language as pl


@pl.program
class InOutAndOutKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def update(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        state: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
        snap: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        tx: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        ts: pl.Tile[[32, 64], pl.FP32] = pl.load(state, [0, 0], [32, 64])
        n: pl.Tile[[32, 64], pl.FP32] = pl.add(ts, tx)
        m: pl.Tile[[32, 64], pl.FP32] = pl.mul(n, 0.5)
        state = pl.store(n, [0, 0], state)
        snap = pl.store(m, [0, 0], snap)
        return state, snap

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        state: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
        snap: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        for k in pl.range(3):
            state, snap = self.update(x, state, snap)
        return state, snap
