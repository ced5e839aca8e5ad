# pypto.program: TupleTmpIfPhi
import pypto.language as pl

@pl.program
class TupleTmpIfPhi:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], p__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], q__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p2__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], p__ssa_v0)
        q2__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], q__ssa_v0)
        return p__ssa_v0, q__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INDEX], p__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], q__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        if 0 < flag__ssa_v0:
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x__ssa_v0, p__ssa_v0, q__ssa_v0)
            p__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
            q__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
            p__phi_v3, q__phi_v3 = pl.yield_(p__ssa_v1, q__ssa_v1)
        else:
            _tuple_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x__ssa_v0, q__ssa_v0, p__ssa_v0)
            p__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0_1[0]
            q__ssa_v2: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0_1[1]
            p__phi_v3, q__phi_v3 = pl.yield_(p__ssa_v2, q__ssa_v2)
        return p__phi_v3, q__phi_v3
