# Module constants chosen by conditional expressions, comparisons and and/or/not over earlier constants, as Python evaluates the module's top level (a shape list, a loop count, a scale, an if condition).
import pypto.language as pl

X = 0 or 5
Y = 3 and 0
Z = not 0
W = 2 < 3.5
V = True == 1
U = (1 if False else 2) * 3
T = [16, 128] if Y else [32, 64]
Q = X if X > Y and not Y else -1
R = 1.5 if W != V else 2.5


@pl.program
class ModuleConditionals:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[T, pl.FP32], y: pl.Out[pl.Tensor[T, pl.FP32]]) -> pl.Tensor[T, pl.FP32]:
        for i in pl.range(X + Y + U + Q):
            t: pl.Tile[T, pl.FP32] = pl.load(x, [0, 0], T)
            u: pl.Tile[T, pl.FP32] = pl.mul(t, R)
            if Z:
                u = pl.add(u, u)
            y = pl.store(u, [0, 0], y)
        return y
