import pypto.language as pl


@pl.program
class Commented2:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # first
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        pass  # a pass comment
        # before if
        if n > 2:  # if header
            # then first
            t = pl.add(t, t)
            # then tail, deeper
        # between then and else, shallow
        elif n > 1:
            t = pl.mul(t, 2.0)
            # elif tail
        else:
            t = pl.mul(t, 3.0)
        # before loop, shallow
            # before loop, deep
        for i in pl.range(
            4,  # in header
        ):
            t = pl.add(t, t)
        acc: pl.Tile[[16, 128], pl.FP32] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for j in pl.range(2):
            # body comment
            acc = pl.add(acc, t)
        # tail outer
        done: pl.Tensor[[16, 128], pl.FP32] = pl.store(acc, [0, 0], out)  # after store
        return done  # on return

    # between functions
    @pl.function(type=pl.FunctionType.Orchestration)  # on decorator
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        """One-line doc."""
        n: pl.Scalar[pl.INDEX] = 3  # n
        with pl.at(level=pl.Level.CORE_GROUP):  # scope
            # in scope
            y: pl.Tensor[[16, 128], pl.FP32] = pl.add(x, x)
        ""
        out = self.kernel(y, n, out)
        return out
    # at the end
