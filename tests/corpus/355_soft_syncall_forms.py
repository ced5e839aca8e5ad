import pypto.language as pl


@pl.program
class SoftSyncall:
    @pl.function(type=pl.FunctionType.InCore)
    def vec_barrier(
        self,
        a: pl.Tensor[[32, 64], pl.FP32],
        ws: pl.Tensor[[64], pl.INT32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(a, [0, 0], [32, 64])
        doubled: pl.Tile[[32, 64], pl.FP32] = pl.add(t, t)
        pl.system.syncall(mode="soft", core_type="aiv_only", gm_workspace=ws, used_cores=8)
        res: pl.Tensor[[32, 64], pl.FP32] = pl.store(doubled, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.InCore)
    def mixed_barrier(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
        ws: pl.Tensor[[128], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        a_l1: pl.Tile[[16, 16], pl.FP16] = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        b_l1: pl.Tile[[16, 16], pl.FP16] = pl.load(b, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        a_l0: pl.Tile[[16, 16], pl.FP16] = pl.move(a_l1, target_memory=pl.Mem.Left)
        b_l0: pl.Tile[[16, 16], pl.FP16] = pl.move(b_l1, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32] = pl.matmul(a_l0, b_l0)
        pl.system.syncall(mode="soft", core_type="mix", gm_workspace=ws, used_cores=3)
        res: pl.Tensor[[16, 16], pl.FP32] = pl.store(c, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.InCore)
    def cube_barrier(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        ws: pl.Tensor[[32], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        a_l1: pl.Tile[[16, 16], pl.FP16] = pl.load(a, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        pl.system.syncall(mode="soft", core_type="aic_only", gm_workspace=ws, used_cores=2)
        res: pl.Tensor[[16, 16], pl.FP16] = pl.store(a_l1, [0, 0], out)
        return res
