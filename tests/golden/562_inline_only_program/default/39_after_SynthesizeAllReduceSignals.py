# pypto.program: InlineOnly
import pypto.language as pl

@pl.program
class InlineOnly:
