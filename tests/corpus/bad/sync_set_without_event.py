# error: 24:9: The operator system.sync_set requires exactly one static event_id attribute or dynamic event-id operand
# (the reference rejects the same sync_set at its op check)
import pypto.language as pl


@pl.program
class ExplicitFftsSync:
    """A mixed kernel that declares its FFTS workspace and hands a GM result from the
    vector lane to the cube lane with an explicit event."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        workspace: pl.Tensor[[256], pl.INT64],
        x: pl.Tensor[[16, 16], pl.FP16],
        w: pl.Tensor[[16, 16], pl.FP16],
        staged: pl.InOut[pl.Tensor[[16, 16], pl.FP16]],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.system.set_ffts(workspace)
        t = pl.load(x, [0, 0], [16, 16])
        e = pl.exp(t)
        staged = pl.store(e, [0, 0], staged)
        pl.system.sync_set(pipe=pl.PipeType.MTE3)
        pl.system.sync_wait(5, pipe=pl.PipeType.MTE2, core_type="aic")
        a_mat = pl.load(staged, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        b_mat = pl.load(w, [0, 0], [16, 16], target_memory=pl.Mem.Mat)
        a_l = pl.move(a_mat, target_memory=pl.Mem.Left)
        b_r = pl.move(b_mat, target_memory=pl.Mem.Right)
        prod = pl.matmul(a_l, b_r)
        out = pl.store(prod, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        workspace: pl.Tensor[[256], pl.INT64],
        x: pl.Tensor[[16, 16], pl.FP16],
        w: pl.Tensor[[16, 16], pl.FP16],
        staged: pl.InOut[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = pl.create_tensor([16, 16], dtype=pl.FP32)
        out = self.kernel(workspace, x, w, staged, out)
        return out
