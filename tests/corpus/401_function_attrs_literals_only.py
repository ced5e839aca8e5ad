# Function attrs keep literal values only: a list, an expression and a negative number
# are dropped, and so is the default split mode.
import pypto.language as pl


@pl.program
class FuncAttrLiterals:
    @pl.function(
        attrs={"a": [1, 2], "b": 2 * 3, "c": -0.5, "d": 1, "f": "text",
               "split": pl.SplitMode.NONE}
    )
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        t: pl.Scalar[pl.INDEX] = n + 1
        return t
