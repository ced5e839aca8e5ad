# expect-error: Vec capacity exceeded in AllocateMemoryAddr (four [64, 192] FP32 tiles = 192 KiB live at once > 184 KiB usable)
import pypto.language as pl


@pl.program
class VecOverflowRowsNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def four_way_max(
        self,
        a: pl.Tensor[[64, 192], pl.FP32],
        b: pl.Tensor[[64, 192], pl.FP32],
        c: pl.Tensor[[64, 192], pl.FP32],
        d: pl.Tensor[[64, 192], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 192], pl.FP32]],
    ) -> pl.Tensor[[64, 192], pl.FP32]:
        ta: pl.Tile[[64, 192], pl.FP32] = pl.load(a, [0, 0], [64, 192])
        tb: pl.Tile[[64, 192], pl.FP32] = pl.load(b, [0, 0], [64, 192])
        tc: pl.Tile[[64, 192], pl.FP32] = pl.load(c, [0, 0], [64, 192])
        td: pl.Tile[[64, 192], pl.FP32] = pl.load(d, [0, 0], [64, 192])
        m_ab: pl.Tile[[64, 192], pl.FP32] = pl.maximum(ta, tb)
        m_cd: pl.Tile[[64, 192], pl.FP32] = pl.maximum(tc, td)
        m_all: pl.Tile[[64, 192], pl.FP32] = pl.maximum(m_ab, m_cd)
        done: pl.Tensor[[64, 192], pl.FP32] = pl.store(m_all, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[64, 192], pl.FP32],
        b: pl.Tensor[[64, 192], pl.FP32],
        c: pl.Tensor[[64, 192], pl.FP32],
        d: pl.Tensor[[64, 192], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 192], pl.FP32]],
    ) -> pl.Tensor[[64, 192], pl.FP32]:
        out = self.four_way_max(a, b, c, d, out)
        return out
