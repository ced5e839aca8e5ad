# expect-error: LowerAutoVectorSplit halves only vector work of a mixed split InCore kernel: the hand-written pop from the vector lane (cube side) keeps its split=0 while the boundary move becomes an aiv_shard; ExpandMixedKernel's verification then rejects the hand-written pipe in an InCore kernel
import pypto.language as pl


@pl.program
class CubePop:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def cube_consumer(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        pipe_buf = pl.reserve_buffer(name="v2c_slot_buffer", size=4096, base=0x1000)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), pipe_buf, dir_mask=2, slot_size=512)
        received: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=0)
        pl.tfree_to_aiv(received)
        updated: pl.Tensor[[16, 16], pl.FP16] = pl.store(received, [0, 0], out)
        return updated

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        updated = self.cube_consumer(a, out)
        return updated
