# error: 6:1: at least one function
import pypto.language as pl


@pl.program
class Bad:
    pass
