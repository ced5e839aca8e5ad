# module comment
import pypto.language as pl


@pl.program
class Commented:
    """Program docstring."""

    # comment before function decorator
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],  # param comment
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        """Kernel docstring.

        Second paragraph.
        """
        # load the input
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])  # trailing
        #   indented text kept?
        u: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        for i in pl.range(2):  # header comment
            # body first
            u = pl.add(u, t)
            # tail of loop body
        # after loop
        if True:
            u = pl.mul(u, 2.0)
        else:
            # else comment
            u = pl.mul(u, 3.0)
        "bare string statement"
        done: pl.Tensor[[16, 128], pl.FP32] = pl.store(u, [0, 0], out)
        # before return
        return done
        # after return (tail)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        # call the kernel
        out = self.kernel(x, out)
        return out
