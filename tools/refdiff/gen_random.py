#!/usr/bin/python3
"""Random programs in the style of tests/corpus, for differential runs against the reference.

Usage: gen_random.py OUT_DIR COUNT SEED

Families (chosen in turn): tensor-level `pl.at` scopes over row blocks with chains of
elementwise, scalar, unary, row-reduction and row-expand ops; tile kernels with loops carrying
an accumulator and if/else yields; matmul scopes over a row/column grid with epilogues, casts and
a second output; cube + vector kernels with an intermediate tensor orchestrated in a loop; kernels
with while loops, tuple returns and unrolled loops called under orchestration if/else, with static
or `pl.dynamic` row counts. Some generated programs are invalid on purpose (e.g. `pl.relu` on a
tensor, a kernel that overflows Vec): both implementations must reject them alike.
"""
import os
import random
import sys

BIN = ['add', 'sub', 'mul', 'maximum', 'minimum', 'div']
UN = ['exp', 'sqrt', 'neg', 'abs', 'relu', 'rsqrt', 'log', 'recip']
ROWX = ['row_expand_add', 'row_expand_sub', 'row_expand_mul', 'row_expand_div']


class Gen:
    def __init__(self, rng, level):
        self.rng = rng
        self.level = level  # 'tensor' or 'tile'
        self.n = 0
        self.lines = []

    def name(self, p='v'):
        self.n += 1
        return f'{p}{self.n}'

    def ty(self, shape, dt='pl.FP32'):
        k = 'Tensor' if self.level == 'tensor' else 'Tile'
        return f'pl.{k}[[{shape[0]}, {shape[1]}], {dt}]'

    def chain(self, pool, indent, steps, R, C, work=None):
        """pool: list of (name, shape). Appends ops; returns the final full-shape value."""
        rng = self.rng
        for _ in range(steps):
            full = [p for p in pool if p[1] == (R, C)]
            col = [p for p in pool if p[1] == (R, 1)]
            choice = rng.random()
            out = self.name()
            if choice < 0.35 and len(full) >= 1:
                a, b = rng.choice(full), rng.choice(full)
                op = rng.choice(BIN)
                expr = f'pl.{op}({a[0]}, {b[0]})'
                shape = (R, C)
            elif choice < 0.5 and full:
                a = rng.choice(full)
                op = rng.choice(['mul', 'add', 'sub', 'maximum'])
                expr = f'pl.{op}({a[0]}, {rng.choice(["0.5", "2.0", "1e-6", "0.125"])})'
                shape = (R, C)
            elif choice < 0.65 and full:
                a = rng.choice(full)
                op = rng.choice(UN)
                expr = f'pl.{op}({a[0]})'
                shape = (R, C)
            elif choice < 0.8 and full:
                a = rng.choice(full)
                op = rng.choice(['row_sum', 'row_max', 'row_min'])
                if self.level == 'tile':
                    if work is None:
                        work = self.name('work')
                        self.lines.append(f'{indent}{work}: {self.ty((R, C))} = pl.create_tile([{R}, {C}], dtype=pl.FP32, target_memory=pl.Mem.Vec)')
                    expr = f'pl.{op}({a[0]}, {work})'
                else:
                    expr = f'pl.{op}({a[0]})'
                shape = (R, 1)
            elif col and full:
                a = rng.choice(full); c = rng.choice(col)
                op = rng.choice(ROWX)
                expr = f'pl.{op}({a[0]}, {c[0]})'
                shape = (R, C)
            else:
                continue
            self.lines.append(f'{indent}{out}: {self.ty(shape)} = {expr}')
            pool.append((out, shape))
        full = [p for p in pool if p[1] == (R, C)]
        return full[-1][0]


def scope_program(rng, idx):
    g = Gen(rng, 'tensor')
    R = rng.choice([16, 32, 64]); C = rng.choice([64, 128, 256])
    blocks = rng.choice([1, 2, 4])
    TR = R * blocks
    nin = rng.choice([1, 2])
    ins = [f'x{i}' for i in range(nin)]
    L = g.lines
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    L.append('    @pl.function')
    sig = ', '.join(f'{x}: pl.Tensor[[{TR}, {C}], pl.FP32]' for x in ins)
    L.append(f'    def main(self, {sig}, out: pl.Out[pl.Tensor[[{TR}, {C}], pl.FP32]]) -> pl.Tensor[[{TR}, {C}], pl.FP32]:')
    ind = '        '
    loop = blocks > 1
    if loop:
        kind = rng.choice(['range', 'parallel'])
        L.append(f'{ind}for i in pl.{kind}({blocks}):')
        ind += '    '
    nscopes = rng.choice([1, 1, 2])
    for s in range(nscopes):
        L.append(f'{ind}with pl.at(level=pl.Level.CORE_GROUP):')
        sind = ind + '    '
        pool = []
        for x in ins:
            nm = g.name('blk')
            off = '[i * %d, 0]' % R if loop else '[0, 0]'
            L.append(f'{sind}{nm}: pl.Tensor[[{R}, {C}], pl.FP32] = pl.slice({x}, [{R}, {C}], {off})')
            pool.append((nm, (R, C)))
        res = g.chain(pool, sind, rng.randint(1, 6), R, C)
        off = '[i * %d, 0]' % R if loop else '[0, 0]'
        L.append(f'{sind}out = pl.assemble(out, {res}, {off})')
    L.append('        return out')
    return '\n'.join(L) + '\n'


def kernel_program(rng, idx):
    g = Gen(rng, 'tile')
    R = rng.choice([16, 32]); C = rng.choice([64, 128])
    iters = rng.choice([1, 2, 4])
    TR = R * iters
    L = g.lines
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    L.append('    @pl.function(type=pl.FunctionType.InCore)')
    L.append(f'    def kern(self, x: pl.Tensor[[{TR}, {C}], pl.FP32], w: pl.Tensor[[{R}, {C}], pl.FP32], y: pl.Out[pl.Tensor[[{TR}, {C}], pl.FP32]]) -> pl.Tensor[[{TR}, {C}], pl.FP32]:')
    ind = '        '
    L.append(f'{ind}wt: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(w, [0, 0], [{R}, {C}])')
    carry = rng.random() < 0.4
    if carry:
        L.append(f'{ind}acc0: pl.Tile[[{R}, {C}], pl.FP32] = pl.tile.full([{R}, {C}], dtype=pl.FP32, value=0.0)')
        L.append(f'{ind}for i, (acc,) in pl.range({iters}, init_values=(acc0,)):')
    else:
        L.append(f'{ind}for i in pl.range({iters}):')
    bind = ind + '    '
    L.append(f'{bind}xt: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(x, [i * {R}, 0], [{R}, {C}])')
    pool = [('xt', (R, C)), ('wt', (R, C))] + ([('acc', (R, C))] if carry else [])
    res = g.chain(pool, bind, rng.randint(1, 6), R, C)
    if rng.random() < 0.3:
        a = g.name('br')
        L.append(f'{bind}if i < {max(1, iters // 2)}:')
        L.append(f'{bind}    t1: pl.Tile[[{R}, {C}], pl.FP32] = pl.add({res}, xt)')
        L.append(f'{bind}    {a}: pl.Tile[[{R}, {C}], pl.FP32] = pl.yield_(t1)')
        L.append(f'{bind}else:')
        L.append(f'{bind}    t2: pl.Tile[[{R}, {C}], pl.FP32] = pl.mul({res}, xt)')
        L.append(f'{bind}    {a}: pl.Tile[[{R}, {C}], pl.FP32] = pl.yield_(t2)')
        res = a
    if carry:
        L.append(f'{bind}nacc: pl.Tile[[{R}, {C}], pl.FP32] = pl.add(acc, {res})')
        L.append(f'{bind}y = pl.store(nacc, [i * {R}, 0], y)')
        L.append(f'{bind}acc_out: pl.Tile[[{R}, {C}], pl.FP32] = pl.yield_(nacc)')
    else:
        L.append(f'{bind}y = pl.store({res}, [i * {R}, 0], y)')
    L.append(f'{ind}return y')
    L.append('')
    L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
    L.append(f'    def main(self, x: pl.Tensor[[{TR}, {C}], pl.FP32], w: pl.Tensor[[{R}, {C}], pl.FP32], y: pl.Out[pl.Tensor[[{TR}, {C}], pl.FP32]]) -> pl.Tensor[[{TR}, {C}], pl.FP32]:')
    L.append('        y = self.kern(x, w, y)')
    L.append('        return y')
    return '\n'.join(L) + '\n'




def scope_program2(rng, idx):
    """Matmul / cast / grid / col-expand / two-output scope programs."""
    g = Gen(rng, 'tensor')
    L = g.lines
    M = rng.choice([16, 32, 64]); K = rng.choice([32, 64, 128]); N = rng.choice([64, 128])
    mb = rng.choice([1, 2]); nb = rng.choice([1, 2])
    dt_in = rng.choice(['pl.FP32', 'pl.FP16', 'pl.BF16'])
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    L.append('    @pl.function')
    two_out = rng.random() < 0.3
    sig = (f'a: pl.Tensor[[{M*mb}, {K}], {dt_in}], b: pl.Tensor[[{K}, {N*nb}], {dt_in}], '
           f'gamma: pl.Tensor[[1, {N}], pl.FP32], out: pl.Out[pl.Tensor[[{M*mb}, {N*nb}], pl.FP32]]')
    if two_out:
        sig += f', stat: pl.Out[pl.Tensor[[{M*mb}, {nb}], pl.FP32]]'
    L.append(f'    def main(self, {sig}) -> pl.Tensor[[{M*mb}, {N*nb}], pl.FP32]:')
    ind = '        '
    loops = []
    if mb > 1:
        L.append(f'{ind}for i in pl.{rng.choice(["range", "parallel"])}({mb}):'); ind += '    '; loops.append('i')
    if nb > 1:
        L.append(f'{ind}for j in pl.{rng.choice(["range", "parallel"])}({nb}):'); ind += '    '; loops.append('j')
    ro = f'i * {M}' if 'i' in loops else '0'
    co = f'j * {N}' if 'j' in loops else '0'
    L.append(f'{ind}with pl.at(level=pl.Level.CORE_GROUP):')
    s = ind + '    '
    L.append(f'{s}ab: pl.Tensor[[{M}, {K}], {dt_in}] = pl.slice(a, [{M}, {K}], [{ro}, 0])')
    L.append(f'{s}bb: pl.Tensor[[{K}, {N}], {dt_in}] = pl.slice(b, [{K}, {N}], [0, {co}])')
    L.append(f'{s}mm: pl.Tensor[[{M}, {N}], pl.FP32] = pl.matmul(ab, bb, out_dtype=pl.FP32)')
    sep = rng.random() < 0.4
    if sep:
        # epilogue in a second scope
        L.append(f'{ind}with pl.at(level=pl.Level.CORE_GROUP):')
    pool = [('mm', (M, N))]
    if rng.random() < 0.5:
        L.append(f'{s}gs: pl.Tensor[[{M}, {N}], pl.FP32] = pl.col_expand_mul(mm, gamma)')
        pool.append(('gs', (M, N)))
    res = g.chain(pool, s, rng.randint(0, 4), M, N)
    if rng.random() < 0.3:
        L.append(f'{s}nar: pl.Tensor[[{M}, {N}], pl.FP16] = pl.cast({res}, pl.FP16)')
        L.append(f'{s}wid: pl.Tensor[[{M}, {N}], pl.FP32] = pl.cast(nar, pl.FP32)')
        res = 'wid'
    L.append(f'{s}out = pl.assemble(out, {res}, [{ro}, {co}])')
    if two_out:
        L.append(f'{s}rs: pl.Tensor[[{M}, 1], pl.FP32] = pl.row_sum({res})')
        L.append(f'{s}stat = pl.assemble(stat, rs, [{ro}, {"j" if "j" in loops else "0"}])')
    L.append('        return out')
    return '\n'.join(L) + '\n'


def kernel_program2(rng, idx):
    """Cube + vector kernels with an intermediate tensor, orchestrated in a loop."""
    M = rng.choice([16, 32]); K = rng.choice([32, 64]); N = rng.choice([64, 128])
    blocks = rng.choice([1, 2, 4])
    dt = rng.choice(['pl.BF16', 'pl.FP16'])
    g = Gen(rng, 'tile')
    L = g.lines
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    L.append('    @pl.function(type=pl.FunctionType.InCore)')
    L.append(f'    def cube(self, a: pl.Tensor[[{M*blocks}, {K}], {dt}], b: pl.Tensor[[{K}, {N}], {dt}], r: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[{M}, {N}], pl.FP32]]) -> pl.Tensor[[{M}, {N}], pl.FP32]:')
    L.append(f'        a1: pl.Tile[[{M}, {K}], {dt}] = pl.load(a, [r * {M}, 0], [{M}, {K}], target_memory=pl.Mem.Mat)')
    L.append(f'        b1: pl.Tile[[{K}, {N}], {dt}] = pl.load(b, [0, 0], [{K}, {N}], target_memory=pl.Mem.Mat)')
    L.append(f'        a0: pl.Tile[[{M}, {K}], {dt}] = pl.move(a1, target_memory=pl.Mem.Left)')
    L.append(f'        b0: pl.Tile[[{K}, {N}], {dt}] = pl.move(b1, target_memory=pl.Mem.Right)')
    L.append(f'        acc: pl.Tile[[{M}, {N}], pl.FP32] = pl.matmul(a0, b0)')
    L.append(f'        cd: pl.Tensor[[{M}, {N}], pl.FP32] = pl.store(acc, [0, 0], c)')
    L.append('        return cd')
    L.append('')
    L.append('    @pl.function(type=pl.FunctionType.InCore)')
    L.append(f'    def vec(self, c: pl.Tensor[[{M}, {N}], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[{M*blocks}, {N}], pl.FP32]]) -> pl.Tensor[[{M*blocks}, {N}], pl.FP32]:')
    L.append(f'        t: pl.Tile[[{M}, {N}], pl.FP32] = pl.load(c, [0, 0], [{M}, {N}])')
    res = g.chain([('t', (M, N))], '        ', rng.randint(1, 5), M, N)
    L.append(f'        od: pl.Tensor[[{M*blocks}, {N}], pl.FP32] = pl.store({res}, [r * {M}, 0], out)')
    L.append('        return od')
    L.append('')
    L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
    L.append(f'    def main(self, a: pl.Tensor[[{M*blocks}, {K}], {dt}], b: pl.Tensor[[{K}, {N}], {dt}], out: pl.Out[pl.Tensor[[{M*blocks}, {N}], pl.FP32]]) -> pl.Tensor[[{M*blocks}, {N}], pl.FP32]:')
    L.append(f'        for r in pl.range({blocks}):')
    L.append(f'            mid: pl.Tensor[[{M}, {N}], pl.FP32] = pl.create_tensor([{M}, {N}], dtype=pl.FP32)')
    L.append('            mid = self.cube(a, b, r, mid)')
    L.append('            out = self.vec(mid, r, out)')
    L.append('        return out')
    return '\n'.join(L) + '\n'




def control_program(rng, idx):
    """Dynamic rows, orchestration if/else on the block index, while/tuple kernels, unroll."""
    R = rng.choice([16, 32]); C = rng.choice([64, 128])
    dyn = rng.random() < 0.5
    rows = 'M' if dyn else str(R * rng.choice([2, 4, 8]))
    g = Gen(rng, 'tile')
    L = g.lines
    L.append('import pypto.language as pl\n')
    if dyn:
        L.append('M = pl.dynamic("M")\n')
    L.append('\n@pl.program')
    L.append(f'class Rnd{idx}:')
    T = f'pl.Tensor[[{rows}, {C}], pl.FP32]'
    kinds = []
    for kname in ['ka', 'kb']:
        style = rng.choice(['plain', 'while', 'tuple', 'unroll'])
        kinds.append((kname, style))
        L.append('    @pl.function(type=pl.FunctionType.InCore)')
        if style == 'tuple':
            L.append(f'    def {kname}(self, x: {T}, i: pl.Scalar[pl.INDEX], out: pl.Out[{T}], aux: pl.Out[{T}]) -> tuple[{T}, {T}]:')
        else:
            L.append(f'    def {kname}(self, x: {T}, i: pl.Scalar[pl.INDEX], out: pl.Out[{T}]) -> {T}:')
        ind = '        '
        L.append(f'{ind}t: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(x, [i * {R}, 0], [{R}, {C}])')
        if style == 'while':
            L.append(f'{ind}for (k, acc) in pl.while_(init_values=(0, t)):')
            L.append(f'{ind}    pl.cond(k < {rng.choice([2, 3])})')
            res = g.chain([('acc', (R, C)), ('t', (R, C))], ind + '    ', rng.randint(1, 3), R, C)
            L.append(f'{ind}    k1: pl.Scalar[pl.INDEX] = k + 1')
            L.append(f'{ind}    kd, accd = pl.yield_(k1, {res})')
            res = 'accd'
        elif style == 'unroll':
            L.append(f'{ind}acc: pl.Tile[[{R}, {C}], pl.FP32] = pl.add(t, t)')
            L.append(f'{ind}for u in pl.unroll({rng.choice([2, 3])}):')
            res = g.chain([('acc', (R, C))], ind + '    ', rng.randint(1, 3), R, C)
            L.append(f'{ind}    acc = pl.add({res}, t)')
            res = 'acc'
        else:
            res = g.chain([('t', (R, C))], ind, rng.randint(1, 4), R, C)
        L.append(f'{ind}r: {T} = pl.store({res}, [i * {R}, 0], out)')
        if style == 'tuple':
            L.append(f'{ind}r2: {T} = pl.store(t, [i * {R}, 0], aux)')
            L.append(f'{ind}return r, r2')
        else:
            L.append(f'{ind}return r')
        L.append('')
    L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
    L.append(f'    def main(self, x: {T}, out: pl.Out[{T}], aux: pl.Out[{T}]) -> {T}:')
    ind = '        '
    if dyn:
        L.append(f'{ind}n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)')
        L.append(f'{ind}for i in pl.range(n // {R}):')
    else:
        L.append(f'{ind}for i in pl.range({int(rows) // R}):')

    def call(k, ind):
        name, style = k
        if style == 'tuple':
            L.append(f'{ind}out, aux = self.{name}(x, i, out, aux)')
        else:
            L.append(f'{ind}out = self.{name}(x, i, out)')
    b = ind + '    '
    if rng.random() < 0.6:
        L.append(f'{b}if i % 2 == {rng.choice([0, 1])}:')
        call(kinds[0], b + '    ')
        L.append(f'{b}else:')
        call(kinds[1], b + '    ')
    else:
        call(kinds[0], b)
        call(kinds[1], b)
    L.append(f'{ind}return out')
    return '\n'.join(L) + '\n'


def orchestration_program(rng, idx):
    """Orchestration-level create/assemble patterns (3-D targets, fusion candidates, loop-carried
    targets, two writers) around a kernel, and split-K matmul scopes."""
    R = rng.choice([16, 32]); C = rng.choice([64, 128, 256])
    L = []
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    if rng.random() < 0.35:
        M = rng.choice([32, 64]); N = rng.choice([32, 64]); KB = rng.choice([16, 32]); KS = rng.choice([2, 3, 4])
        dt = rng.choice(['pl.FP16', 'pl.BF16'])
        L.append('    @pl.function')
        L.append(f'    def main(self, a: pl.Tensor[[{M}, {KB * KS}], {dt}], b: pl.Tensor[[{KB * KS}, {N}], {dt}], c: pl.Out[pl.Tensor[[{M}, {N}], pl.FP32]]) -> pl.Tensor[[{M}, {N}], pl.FP32]:')
        L.append('        with pl.at(level=pl.Level.CORE_GROUP):')
        L.append(f'            a0: pl.Tensor[[{M}, {KB}], {dt}] = pl.slice(a, [{M}, {KB}], [0, 0])')
        L.append(f'            b0: pl.Tensor[[{KB}, {N}], {dt}] = pl.slice(b, [{KB}, {N}], [0, 0])')
        L.append(f'            acc: pl.Tensor[[{M}, {N}], pl.FP32] = pl.matmul(a0, b0, out_dtype=pl.FP32)')
        L.append(f'            for k in pl.range(1, {KS}):')
        L.append(f'                ak: pl.Tensor[[{M}, {KB}], {dt}] = pl.slice(a, [{M}, {KB}], [0, k * {KB}])')
        L.append(f'                bk: pl.Tensor[[{KB}, {N}], {dt}] = pl.slice(b, [{KB}, {N}], [k * {KB}, 0])')
        L.append('                acc = pl.matmul_acc(acc, ak, bk)')
        if rng.random() < 0.5:
            L.append(f'            acc2: pl.Tensor[[{M}, {N}], pl.FP32] = pl.{rng.choice(["exp", "relu", "neg"])}(acc)')
            L.append('            c = pl.assemble(c, acc2, [0, 0])')
        else:
            L.append('            c = pl.assemble(c, acc, [0, 0])')
        L.append('        return c')
        return '\n'.join(L) + '\n'
    B = rng.choice([1, 2]); NR = rng.choice([2, 4])
    three_d = B > 1 or rng.random() < 0.3
    out_t = f'pl.Tensor[[{B}, {R * NR}, {C}], pl.FP32]' if three_d else f'pl.Tensor[[{R * NR}, {C}], pl.FP32]'
    L.append('    @pl.function(type=pl.FunctionType.InCore)')
    L.append(f'    def blk(self, src: pl.Tensor[[{B * R * NR}, {C}], pl.FP32], row0: pl.Scalar[pl.INDEX], chunk: pl.Out[pl.Tensor[[{R}, {C}], pl.FP32]]) -> pl.Tensor[[{R}, {C}], pl.FP32]:')
    L.append(f'        t: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(src, [row0, 0], [{R}, {C}])')
    L.append(f'        u: pl.Tile[[{R}, {C}], pl.FP32] = pl.{rng.choice(["exp", "neg", "abs", "sqrt"])}(t)')
    L.append(f'        w: pl.Tensor[[{R}, {C}], pl.FP32] = pl.store(u, [0, 0], chunk)')
    L.append('        return w')
    L.append('')
    L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
    L.append(f'    def main(self, src: pl.Tensor[[{B * R * NR}, {C}], pl.FP32], out: pl.Out[{out_t}]) -> {out_t}:')
    ind = '        '
    if B > 1:
        L.append(f'{ind}for b in pl.range({B}):')
        ind += '    '
    pattern = rng.choice(['fuse', 'two_writers', 'carry', 'read_twice'])
    L.append(f'{ind}for r in pl.{rng.choice(["range", "parallel"])}({NR}):')
    ind += '    '
    row0 = f'b * {R * NR} + r * {R}' if B > 1 else f'r * {R}'
    L.append(f'{ind}row0: pl.Scalar[pl.INDEX] = {row0}')
    L.append(f'{ind}chunk: pl.Tensor[[{R}, {C}], pl.FP32] = pl.create_tensor([{R}, {C}], dtype=pl.FP32)')
    L.append(f'{ind}chunk = self.blk(src, row0, chunk)')
    dst = f'[b, r * {R}, 0]' if B > 1 else (f'[0, r * {R}, 0]' if three_d else f'[r * {R}, 0]')
    if pattern == 'two_writers':
        L.append(f'{ind}chunk = self.blk(src, row0, chunk)')
    if pattern == 'read_twice':
        L.append(f'{ind}other: pl.Tensor[[{R}, {C}], pl.FP32] = pl.create_tensor([{R}, {C}], dtype=pl.FP32)')
        L.append(f'{ind}other = self.blk(chunk, 0, other)')
    L.append(f'{ind}out = pl.assemble(out, chunk, {dst})')
    if pattern == 'carry':
        L.append(f'{ind}out = pl.assemble(out, chunk, {dst})')
    L.append('        return out')
    return '\n'.join(L) + '\n'


FAMILIES = [scope_program, kernel_program, scope_program2, kernel_program2, control_program,
            orchestration_program]


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    out, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    for k in range(count):
        rng = random.Random(seed * 100003 + k)
        family = FAMILIES[k % len(FAMILIES)]
        with open(os.path.join(out, f"r{seed}_{k:04d}.py"), "w") as f:
            f.write(family(rng, k))


if __name__ == "__main__":
    main()
