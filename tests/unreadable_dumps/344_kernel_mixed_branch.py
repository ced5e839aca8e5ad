import pypto.language as pl


@pl.program
class KernelMixedBranch:
    @pl.function(type=pl.FunctionType.InCore)
    def gated(
        self,
        x: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        x_v: pl.Tile[[32, 64], pl.FP16] = pl.load(x, [0, 0], [32, 64])
        w_mat: pl.Tile[[64, 64], pl.FP16] = pl.load(w, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        w_r: pl.Tile[[64, 64], pl.FP16] = pl.move(w_mat, target_memory=pl.Mem.Right)
        if flag > 0:
            x_l: pl.Tile[[32, 64], pl.FP16] = pl.move(x_v, target_memory=pl.Mem.Left)
            acc: pl.Tile[[32, 64], pl.FP32] = pl.matmul(x_l, w_r)
            res: pl.Tile[[32, 64], pl.FP32] = pl.move(acc, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        else:
            res: pl.Tile[[32, 64], pl.FP32] = pl.cast(x_v, target_type=pl.FP32)
        y: pl.Tile[[32, 64], pl.FP32] = pl.exp(res)
        out = pl.store(y, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.gated(x, w, flag, out)
        return out
