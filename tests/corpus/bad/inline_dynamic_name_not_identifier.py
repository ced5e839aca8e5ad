# error: 9:44: DynVar name must be a valid identifier, got '2n'
# The same rule for a dimension declared inline in an annotation.
import pypto.language as pl


@pl.program
class InlineDynamicNameNotIdentifier:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[pl.dynamic("2n"), 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP32]:
        y: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)
        return y
