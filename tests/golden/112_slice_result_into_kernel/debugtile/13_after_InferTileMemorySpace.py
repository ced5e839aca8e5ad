# pypto.program: SliceResultIntoKernel
import pypto.language as pl

@pl.program
class SliceResultIntoKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def double_all(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def exp_part(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        full__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        full__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.double_all(x__ssa_v0, full__ssa_v0)
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            piece__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(full__ssa_v1, [16, 128], [i__idx_v0 * 16, 0])
            part__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.exp_part(piece__ssa_v0, part__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out__iter_v1, part__ssa_v1, [i__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
