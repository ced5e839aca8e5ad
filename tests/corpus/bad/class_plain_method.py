# error: 6:5: a '@pl.function' decorator
import pypto.language as pl

@pl.program
class P:
    def helper(self):
        return 1
