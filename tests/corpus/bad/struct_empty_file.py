# error: 2:1: @pl.program
