# error: 5:16: DynVar name must be a valid identifier, got 'rows-1'
# The name of a dynamic dimension is printed as a variable name, so it must be
# one (the reference's DynVar checks str.isidentifier()).
import pypto.language as pl
M = pl.dynamic("rows-1")


@pl.program
class DynamicNameNotIdentifier:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[M, 128], pl.FP32]) -> pl.Tensor[[M, 128], pl.FP32]:
        return x
