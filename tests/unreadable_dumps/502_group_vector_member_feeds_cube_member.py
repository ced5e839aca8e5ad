import pypto.language as pl


@pl.program
class GroupVecThenCube:
    @pl.function(type=pl.FunctionType.AIV)
    def prep(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        h: pl.Out[pl.Tensor[[32, 64], pl.FP16]],
    ) -> pl.Tensor[[32, 64], pl.FP16]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        r: pl.Tile[[32, 64], pl.FP32] = pl.relu(t)
        c: pl.Tile[[32, 64], pl.FP16] = pl.cast(r, pl.FP16)
        hd: pl.Tensor[[32, 64], pl.FP16] = pl.store(c, [0, 0], h)
        return hd

    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        h: pl.Tensor[[32, 64], pl.FP16],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        hm: pl.Tile[[32, 64], pl.FP16] = pl.load(h, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        wm: pl.Tile[[64, 64], pl.FP16] = pl.load(w, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        hl: pl.Tile[[32, 64], pl.FP16] = pl.move(hm, target_memory=pl.Mem.Left)
        wr: pl.Tile[[64, 64], pl.FP16] = pl.move(wm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32] = pl.matmul(hl, wr)
        yd: pl.Tensor[[32, 64], pl.FP32] = pl.store(acc, [0, 0], y)
        return yd

    @pl.function(type=pl.FunctionType.Group)
    def pair(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        h: pl.Tensor[[32, 64], pl.FP16] = pl.create_tensor([32, 64], dtype=pl.FP16)
        h = self.prep(x, h)
        y = self.cube(h, w, y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        w: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        y = self.pair(x, w, y)
        return y
