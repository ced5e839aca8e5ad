# pypto.program: LoopCarryWithBreak
import pypto.language as pl

@pl.program
class LoopCarryWithBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        i__idx_v1: pl.Scalar[pl.INDEX] = 0
        break__tmp_v0: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(t,)):
            pl.cond(i__idx_v1 < n and not break__tmp_v0)
            if i__idx_v1 > 4:
                break__tmp_v0: pl.Scalar[pl.BOOL] = True
                acc__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(acc)
            else:
                nxt: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
                acc__phi_v2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
            if not break__tmp_v0:
                i__idx_v1: pl.Scalar[pl.INDEX] = i__idx_v1 + 1
            res: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(acc__phi_v2)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(res, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[16, 128], pl.FP32] = self.kernel(x, n, out)
        return out
