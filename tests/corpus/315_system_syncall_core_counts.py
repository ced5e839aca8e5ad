import pypto.language as pl


@pl.program
class SystemOps:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 16])
        pl.system.syncall(core_type="aiv_only")
        pl.system.syncall(mode="hard")
        r = pl.store(t, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        n_aiv = pl.system.available_aiv_count()
        n_cluster: pl.Scalar[pl.INT32] = pl.system.available_cluster_count()
        out = self.kernel(x, out)
        return out
