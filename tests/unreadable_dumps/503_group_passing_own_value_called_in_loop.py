import pypto.language as pl


@pl.program
class GroupInLoop:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        al: pl.Tile[[32, 64], pl.FP16] = pl.move(am, target_memory=pl.Mem.Left)
        br: pl.Tile[[64, 64], pl.FP16] = pl.move(bm, target_memory=pl.Mem.Right)
        acc: pl.Tile[[32, 64], pl.FP32] = pl.matmul(al, br)
        cd: pl.Tensor[[32, 64], pl.FP32] = pl.store(acc, [0, 0], c)
        return cd

    @pl.function(type=pl.FunctionType.AIV)
    def vec(
        self,
        c: pl.Tensor[[32, 64], pl.FP32],
        o: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(c, [0, 0], [32, 64])
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        od: pl.Tensor[[32, 64], pl.FP32] = pl.store(e, [0, 0], o)
        return od

    @pl.function(type=pl.FunctionType.Group)
    def pair(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.InOut[pl.Tensor[[32, 64], pl.FP32]],
        o: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        c = self.cube(a, b, c)
        o = self.vec(c, o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        o: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(2):
            c: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            t: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            asl: pl.Tensor[[32, 64], pl.FP16] = pl.slice(a, [32, 64], [i * 32, 0])
            t = self.pair(asl, b, c, t)
            o = pl.assemble(o, t, [i * 32, 0])
        return o
