# error: 30:34: tfree_to_aic() takes 1 positional argument but 2 were given
# (the reference rejects it when binding the call: split and id are keyword-only)
import pypto.language as pl


@pl.program
class AivSplitLoop:
    @pl.function(type=pl.FunctionType.AIC, attrs={"split": pl.SplitMode.UP_DOWN})
    def cube(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16]):
        pipe_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name="c2v_slot_buffer", peer_func="vec")
        pl.system.aic_initialize_pipe(pipe_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        ta: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        tb: pl.Tile[[64, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)
        la: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta, target_memory=pl.Mem.Left)
        rb: pl.Tile[[64, 64], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, target_memory=pl.Mem.Right)
        c: pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la, rb)
        pl.tile.tpush_to_aiv(c, split=0)

    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
    def vec(self, bias: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        pipe_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name="c2v_slot_buffer", size=16384, base=4096)
        pl.system.aiv_initialize_pipe(pipe_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192)
        z: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic()
        tb: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(bias, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(z, tb)
        for i, (acc,) in pl.range(3, init_values=(s,)):
            nxt: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, tb)
            acc_out: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        r: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.relu(acc_out)
        pl.system.tfree_to_aic(z,z)
        o: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return o

    @pl.function(type=pl.FunctionType.Group)
    def grp(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], bias: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        self.cube(a, b)
        r: pl.Tensor[[32, 64], pl.FP32] = self.vec(bias, out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[32, 64], pl.FP16], b: pl.Tensor[[64, 64], pl.FP16], bias: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        r: pl.Tensor[[32, 64], pl.FP32] = self.grp(a, b, bias, out)
        return r
