import pypto.language as pl


@pl.program
class MixedKernelQkSoftmaxTuple:
    @pl.function(type=pl.FunctionType.InCore)
    def qk_soft(
        self,
        q: pl.Tensor[[64, 64], pl.FP16],
        k: pl.Tensor[[64, 64], pl.FP16],
        qb: pl.Scalar[pl.INDEX],
        p: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        mx: pl.Out[pl.Tensor[[64, 1], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        qm: pl.Tile[[32, 64], pl.FP16] = pl.load(q, [qb * 32, 0], [32, 64], target_memory=pl.Mem.Mat)
        km: pl.Tile[[64, 64], pl.FP16] = pl.load(k, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        ql: pl.Tile[[32, 64], pl.FP16] = pl.move(qm, target_memory=pl.Mem.Left)
        kr: pl.Tile[[64, 64], pl.FP16] = pl.move(km, target_memory=pl.Mem.Right)
        s: pl.Tile[[32, 64], pl.FP32] = pl.matmul(ql, kr)
        sv: pl.Tile[[32, 64], pl.FP32] = pl.move(s, target_memory=pl.Mem.Vec)
        w: pl.Tile[[32, 64], pl.FP32] = pl.create_tile([32, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[32, 1], pl.FP32] = pl.row_max(sv, w)
        e: pl.Tile[[32, 64], pl.FP32] = pl.row_expand_expdif(sv, m)
        sm: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(e, w)
        pr: pl.Tile[[32, 64], pl.FP32] = pl.row_expand_div(e, sm)
        pd: pl.Tensor[[64, 64], pl.FP32] = pl.store(pr, [qb * 32, 0], p)
        md: pl.Tensor[[64, 1], pl.FP32] = pl.store(m, [qb * 32, 0], mx)
        return pd, md

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        q: pl.Tensor[[64, 64], pl.FP16],
        k: pl.Tensor[[64, 64], pl.FP16],
        p: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        mx: pl.Out[pl.Tensor[[64, 1], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 1], pl.FP32]]:
        for qb in pl.range(2):
            p, mx = self.qk_soft(q, k, qb, p, mx)
        return p, mx
