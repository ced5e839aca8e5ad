# error: 9:9: dump_tag() is only valid inside an Orchestration or Inline function
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        pl.dump_tag(x)
        return x
