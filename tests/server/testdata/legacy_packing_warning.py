# MemoryReuse warns that it fell back to the legacy packing, which still overflows Right:
# InitMemRef + MemoryReuse succeed, the Default strategy fails after AllocateMemoryAddr.
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, la: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 80], pl.BF16], o: pl.Out[pl.Tensor[[16, 80], pl.FP32]]) -> pl.Tensor[[16, 80], pl.FP32]:
        b0m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r0: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b0m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:0"})
        b1m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r1: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b1m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:1"})
        b2m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r2: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b2m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:2"})
        b3m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 80], [128, 80], target_memory=pl.Mem.Mat)
        r3: pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b3m, target_memory=pl.Mem.Right, attrs={"pipeline_membership": "0:3"})
        lam: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat)
        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam, target_memory=pl.Mem.Left)
        m0: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r0)
        s0: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m0, [0, 0], o)
        m1: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r1)
        s1: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m1, [0, 0], o)
        m2: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r2)
        s2: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m2, [0, 0], o)
        m3: pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r3)
        s3: pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m3, [0, 0], o)
        return s3
