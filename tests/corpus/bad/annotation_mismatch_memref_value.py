# error: 11:9: change the annotation to pl.Tile[[16, 16], pl.FP32, pl.MemRef("buf"
# (a mismatched annotation over a value whose type has a MemRef: the help text prints that type on its own)
import pypto.language as pl

@pl.program
class AnnotationMismatchMemRef:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        buf: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 1024)
        t: pl.Tile[[16, 16], pl.FP32, pl.MemRef(buf, pl.const(0, pl.INT64), 1024), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        bad: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = t
        return x
