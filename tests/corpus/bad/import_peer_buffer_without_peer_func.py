# error: 38:15: import_peer_buffer() missing 1 required keyword-only argument: 'peer_func'
# (the reference rejects it with the same words)
import pypto.language as pl


@pl.program
class SystemPipeSpellings:
    """A cube kernel pushes a product to the vector kernel and pops its bias back,
    through the pl.system spellings of the pipe ops."""

    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[64, 16], pl.FP16],
        out: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ):
        c2v = pl.import_peer_buffer(name="c2v", peer_func="vector")
        v2c = pl.reserve_buffer(name="v2c", size=4096, base=0x2000)
        pl.aic_initialize_pipe(dir_mask=3, slot_size=1024, c2v_consumer_buf=c2v, v2c_consumer_buf=v2c)
        a_mat = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        b_mat = pl.load(b, [0, 0], [64, 16], target_memory=pl.Mem.Mat)
        a_l = pl.move(a_mat, target_memory=pl.Mem.Left)
        b_r = pl.move(b_mat, target_memory=pl.Mem.Right)
        prod = pl.matmul(a_l, b_r)
        pl.system.tpush_to_aiv(prod, split=0)
        bias = pl.system.tpop_from_aiv(shape=[16, 16], dtype=pl.FP32, split=0)
        pl.tfree_to_aiv(bias)

    @pl.function(type=pl.FunctionType.AIV)
    def vector(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[64, 16], pl.FP16],
        out: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
    ):
        c2v = pl.reserve_buffer(name="c2v", size=4096, base=0x1000)
        v2c = pl.import_peer_buffer(name="v2c")
        pl.aiv_initialize_pipe(dir_mask=3, slot_size=1024, c2v_consumer_buf=c2v, v2c_consumer_buf=v2c)
        prod: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.system.tpop_from_aic(split=0)
        act = pl.exp(prod)
        pl.system.tpush_to_aic(act, split=0)
        pl.tfree_to_aic(prod)
        out = pl.store(act, [0, 0], out)
