# error: 6:1: contains no @pl.function decorated methods
import pypto.language as pl


@pl.program
class Bad:
    pass
