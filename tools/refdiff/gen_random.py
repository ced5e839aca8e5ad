#!/usr/bin/python3
"""Random programs in the style of tests/corpus, for differential runs against the reference.

Usage: gen_random.py OUT_DIR COUNT SEED [FAMILY,...]

Families (chosen in turn): tensor-level `pl.at` scopes over row blocks with chains of
elementwise, scalar, unary, row-reduction and row-expand ops; tile kernels with loops carrying
an accumulator and if/else yields; matmul scopes over a row/column grid with epilogues, casts and
a second output; cube + vector kernels with an intermediate tensor orchestrated in a loop; kernels
with while loops, tuple returns and unrolled loops called under orchestration if/else, with static
or `pl.dynamic` row counts; orchestration control flow over scalar index arithmetic
(`scalar_orch_program`); kernels mixing cube and vector work (`mixed_kernel_program`); the wider
tensor op set in 2-D and 3-D scopes (`tensor_zoo_program`); spmd, split_aiv, pipeline and manual
submit launches (`runtime_program`). FAMILY,... picks families by function name. Some generated
programs are invalid on purpose (e.g. `pl.relu` on a
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



def scalar_expr(rng, atoms, depth):
    """An INDEX expression over `atoms` with every scalar operator; divisors are constants."""
    if depth == 0 or rng.random() < 0.3:
        return rng.choice(atoms + [str(rng.randint(0, 9))])
    op = rng.choice(['+', '-', '*', '//', '%', 'min', 'max', '+', '*'])
    a = scalar_expr(rng, atoms, depth - 1)
    if op in ('//', '%'):
        return f'({a} {op} {rng.choice([1, 2, 3, 4, 8, 16])})'
    b = scalar_expr(rng, atoms, depth - 1)
    if op in ('min', 'max'):
        return f'pl.{op}({a}, {b})'
    return f'({a} {op} {b})'


def scalar_cond(rng, atoms):
    cmp = rng.choice(['<', '<=', '>', '>=', '==', '!='])
    c = f'{scalar_expr(rng, atoms, 1)} {cmp} {scalar_expr(rng, atoms, 1)}'
    r = rng.random()
    if r < 0.15:
        c = f'{c} and {scalar_expr(rng, atoms, 1)} {rng.choice(["<", ">="])} {rng.randint(0, 6)}'
    elif r < 0.25:
        c = f'not ({c})'
    return c


def scalar_orch_program(rng, idx):
    """Orchestration loops (range with start/step, parallel, unroll, while) with scalar index
    arithmetic, if/else, break/continue and scalar carries, calling row kernels whose offsets and
    branches depend on scalar parameters."""
    R = 16; C = rng.choice([32, 64]); rows = 8 * R
    L = []
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    kernels = []
    for kname in ['ka', 'kb']:
        L.append('    @pl.function(type=pl.FunctionType.InCore)')
        L.append(f'    def {kname}(self, x: pl.Tensor[[{rows}, {C}], pl.FP32], r: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[{rows}, {C}], pl.FP32]]) -> pl.Tensor[[{rows}, {C}], pl.FP32]:')
        off = rng.choice(['r', f'(r % 8) * {R}', f'pl.min(r, {rows - R})', f'r // {R} * {R}'])
        L.append(f'        t: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(x, [{off}, 0], [{R}, {C}])')
        if rng.random() < 0.5:
            L.append(f'        if {scalar_cond(rng, ["r"])}:')
            L.append(f'            u: pl.Tile[[{R}, {C}], pl.FP32] = pl.{rng.choice(UN)}(t)')
            L.append(f'            v: pl.Tile[[{R}, {C}], pl.FP32] = pl.yield_(u)')
            L.append('        else:')
            L.append(f'            w: pl.Tile[[{R}, {C}], pl.FP32] = pl.mul(t, {rng.choice(["2.0", "0.5"])})')
            L.append(f'            v: pl.Tile[[{R}, {C}], pl.FP32] = pl.yield_(w)')
        else:
            L.append(f'        v: pl.Tile[[{R}, {C}], pl.FP32] = pl.{rng.choice(BIN)}(t, t)')
        L.append(f'        y = pl.store(v, [{off}, 0], y)')
        L.append('        return y')
        L.append('')
        kernels.append(kname)
    dyn = rng.random() < 0.5
    sig = f'x: pl.Tensor[[{rows}, {C}], pl.FP32], ' + ('n: pl.Scalar[pl.INDEX], ' if dyn else '') + \
        f'y: pl.Out[pl.Tensor[[{rows}, {C}], pl.FP32]]'
    L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
    L.append(f'    def run(self, {sig}) -> pl.Tensor[[{rows}, {C}], pl.FP32]:')
    atoms0 = ['n'] if dyn else []
    names = [0]

    def fresh(p):
        names[0] += 1
        return f'{p}{names[0]}'

    def call(ind, atoms):
        e = scalar_expr(rng, atoms, rng.randint(0, 3))
        if rng.random() < 0.5:
            o = fresh('o')
            L.append(f'{ind}{o}: pl.Scalar[pl.INDEX] = {e}')
            e = o
        L.append(f'{ind}y = self.{rng.choice(kernels)}(x, {e}, y)')

    def block(ind, atoms, depth, in_loop):
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if depth < 2 and r < 0.4:
                v = 'ijk'[depth] if depth < 3 else fresh('l')
                kind = rng.random()
                if kind < 0.35:
                    hdr = f'pl.range({rng.randint(1, 5)})'
                elif kind < 0.55:
                    st = rng.randint(0, 2); hdr = f'pl.range({st}, {st + rng.randint(1, 6)}, {rng.choice([1, 2, 3])})'
                elif kind < 0.7:
                    hdr = f'pl.parallel({rng.randint(1, 4)})'
                elif kind < 0.8:
                    hdr = f'pl.unroll({rng.randint(1, 3)})'
                else:
                    hdr = f'pl.range({"n" if dyn else rng.randint(1, 4)})'
                L.append(f'{ind}for {v} in {hdr}:')
                ok = 'unroll' not in hdr and 'parallel' not in hdr
                block(ind + '    ', atoms + [v], depth + 1, in_loop or ok)
                if ok and in_loop is False and rng.random() < 0.0:
                    pass
            elif depth < 2 and r < 0.55:
                L.append(f'{ind}if {scalar_cond(rng, atoms or ["0"])}:')
                block(ind + '    ', atoms, depth + 1, in_loop)
                if in_loop and rng.random() < 0.3:
                    L.append(f'{ind}    {rng.choice(["break", "continue"])}')
                if rng.random() < 0.5:
                    L.append(f'{ind}else:')
                    block(ind + '    ', atoms, depth + 1, in_loop)
            elif depth < 2 and r < 0.62:
                w = fresh('w')
                L.append(f'{ind}{w}: pl.Scalar[pl.INDEX] = {scalar_expr(rng, atoms, 1)}')
                L.append(f'{ind}while {w} < {scalar_expr(rng, atoms, 1)} + {rng.randint(1, 3) * R}:')
                call(ind + '    ', atoms + [w])
                L.append(f'{ind}    {w} = {w} + {R}')
            else:
                call(ind, atoms)

    block('        ', atoms0, 0, False)
    L.append('        return y')
    return '\n'.join(L) + '\n'


def mixed_kernel_program(rng, idx):
    """InCore kernels mixing cube and vector work (split by ExpandMixedKernel): Mat loads, an
    optional K loop accumulating in Acc, the result moved to Vec for an epilogue chain, called
    from an orchestration loop over row blocks."""
    M = rng.choice([16, 32]); K = rng.choice([32, 64]); N = rng.choice([32, 64])
    kb = rng.choice([1, 2, 4]); blocks = rng.choice([1, 2])
    dt = rng.choice(['pl.FP16', 'pl.BF16'])
    g = Gen(rng, 'tile')
    L = g.lines
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    L.append('    @pl.function(type=pl.FunctionType.InCore)')
    L.append(f'    def k(self, a: pl.Tensor[[{M * blocks}, {K * kb}], {dt}], b: pl.Tensor[[{K * kb}, {N}], {dt}], '
             f'bias: pl.Tensor[[1, {N}], pl.FP32], r: pl.Scalar[pl.INDEX], '
             f'out: pl.Out[pl.Tensor[[{M * blocks}, {N}], pl.FP32]]) -> pl.Tensor[[{M * blocks}, {N}], pl.FP32]:')
    ind = '        '
    if kb == 1:
        L.append(f'{ind}am: pl.Tile[[{M}, {K}], {dt}] = pl.load(a, [r * {M}, 0], [{M}, {K}], target_memory=pl.Mem.Mat)')
        L.append(f'{ind}bm: pl.Tile[[{K}, {N}], {dt}] = pl.load(b, [0, 0], [{K}, {N}], target_memory=pl.Mem.Mat)')
        L.append(f'{ind}acc: pl.Tile[[{M}, {N}], pl.FP32] = pl.matmul(pl.move(am, target_memory=pl.Mem.Left), pl.move(bm, target_memory=pl.Mem.Right))')
        res = 'acc'
    else:
        L.append(f'{ind}am0: pl.Tile[[{M}, {K}], {dt}] = pl.load(a, [r * {M}, 0], [{M}, {K}], target_memory=pl.Mem.Mat)')
        L.append(f'{ind}bm0: pl.Tile[[{K}, {N}], {dt}] = pl.load(b, [0, 0], [{K}, {N}], target_memory=pl.Mem.Mat)')
        L.append(f'{ind}acc0: pl.Tile[[{M}, {N}], pl.FP32] = pl.matmul(pl.move(am0, target_memory=pl.Mem.Left), pl.move(bm0, target_memory=pl.Mem.Right))')
        L.append(f'{ind}for kk, (acc,) in pl.range(1, {kb}, init_values=(acc0,)):')
        L.append(f'{ind}    ak: pl.Tile[[{M}, {K}], {dt}] = pl.load(a, [r * {M}, kk * {K}], [{M}, {K}], target_memory=pl.Mem.Mat)')
        L.append(f'{ind}    bk: pl.Tile[[{K}, {N}], {dt}] = pl.load(b, [kk * {K}, 0], [{K}, {N}], target_memory=pl.Mem.Mat)')
        L.append(f'{ind}    nx: pl.Tile[[{M}, {N}], pl.FP32] = pl.matmul_acc(acc, pl.move(ak, target_memory=pl.Mem.Left), pl.move(bk, target_memory=pl.Mem.Right))')
        L.append(f'{ind}    fin: pl.Tile[[{M}, {N}], pl.FP32] = pl.yield_(nx)')
        res = 'fin'
    L.append(f'{ind}v: pl.Tile[[{M}, {N}], pl.FP32] = pl.move({res}, target_memory=pl.Mem.Vec)')
    pool = [('v', (M, N))]
    if rng.random() < 0.5:
        L.append(f'{ind}bt: pl.Tile[[1, {N}], pl.FP32] = pl.load(bias, [0, 0], [1, {N}])')
        L.append(f'{ind}vb: pl.Tile[[{M}, {N}], pl.FP32] = pl.col_expand_add(v, bt)')
        pool.append(('vb', (M, N)))
    out = g.chain(pool, ind, rng.randint(0, 4), M, N)
    if rng.random() < 0.25:
        L.append(f'{ind}h: pl.Tile[[{M}, {N}], pl.FP16] = pl.cast({out}, pl.FP16)')
        L.append(f'{ind}hw: pl.Tile[[{M}, {N}], pl.FP32] = pl.cast(h, pl.FP32)')
        out = 'hw'
    L.append(f'{ind}out = pl.store({out}, [r * {M}, 0], out)')
    L.append(f'{ind}return out')
    L.append('')
    L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
    L.append(f'    def main(self, a: pl.Tensor[[{M * blocks}, {K * kb}], {dt}], b: pl.Tensor[[{K * kb}, {N}], {dt}], '
             f'bias: pl.Tensor[[1, {N}], pl.FP32], out: pl.Out[pl.Tensor[[{M * blocks}, {N}], pl.FP32]]) -> pl.Tensor[[{M * blocks}, {N}], pl.FP32]:')
    L.append(f'        for r in pl.{rng.choice(["range", "parallel"])}({blocks}):')
    L.append('            out = self.k(a, b, bias, r, out)')
    L.append('        return out')
    return '\n'.join(L) + '\n'



def tensor_zoo_program(rng, idx):
    """`pl.at` scopes over 2-D or 3-D tensor blocks with the wider tensor op set: row and column
    reductions with every expand form, casts through FP16/BF16, reshape and transpose round trips,
    and 3-D elementwise chains (FlattenTileNdTo2D)."""
    R = rng.choice([8, 16, 32]); C = rng.choice([32, 64, 128])
    three_d = rng.random() < 0.3
    B = rng.choice([2, 4]) if three_d else 1
    L = []
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    L.append('    @pl.function')
    full = f'[{B}, {R}, {C}]' if three_d else f'[{B * R}, {C}]'
    L.append(f'    def main(self, x: pl.Tensor[{full}, pl.FP32], z: pl.Tensor[{full}, pl.FP32], '
             f'out: pl.Out[pl.Tensor[{full}, pl.FP32]]) -> pl.Tensor[{full}, pl.FP32]:')
    ind = '        '
    if B > 1:
        L.append(f'{ind}for b in pl.{rng.choice(["range", "parallel"])}({B}):')
        ind += '    '
        bo = 'b'
    else:
        bo = '0'
    L.append(f'{ind}with pl.at(level=pl.Level.CORE_GROUP):')
    ind += '    '
    n = [0]

    def nm():
        n[0] += 1
        return f't{n[0]}'

    def ty(shape, dt='pl.FP32'):
        return f'pl.Tensor[[{", ".join(map(str, shape))}], {dt}]'

    if three_d:
        shape = (1, R, C)
        L.append(f'{ind}xa: {ty(shape)} = pl.slice(x, [1, {R}, {C}], [{bo}, 0, 0])')
        L.append(f'{ind}za: {ty(shape)} = pl.slice(z, [1, {R}, {C}], [{bo}, 0, 0])')
        cur, other = 'xa', 'za'
        for _ in range(rng.randint(1, 5)):
            r = rng.random(); o = nm()
            if r < 0.4:
                L.append(f'{ind}{o}: {ty(shape)} = pl.{rng.choice(BIN)}({cur}, {rng.choice([cur, other])})')
            elif r < 0.6:
                L.append(f'{ind}{o}: {ty(shape)} = pl.{rng.choice(["mul", "add", "sub"])}({cur}, {rng.choice(["0.5", "2.0", "3.0"])})')
            elif r < 0.8:
                L.append(f'{ind}{o}: {ty(shape)} = pl.{rng.choice(UN)}({cur})')
            else:
                L.append(f'{ind}{o}h: {ty(shape, "pl.FP16")} = pl.cast({cur}, pl.FP16)')
                L.append(f'{ind}{o}: {ty(shape)} = pl.cast({o}h, pl.FP32)')
            cur = o
        L.append(f'{ind}out = pl.assemble(out, {cur}, [{bo}, 0, 0])')
    else:
        shape = (R, C)
        ro = f'{bo} * {R}' if B > 1 else '0'
        L.append(f'{ind}xa: {ty(shape)} = pl.slice(x, [{R}, {C}], [{ro}, 0])')
        L.append(f'{ind}za: {ty(shape)} = pl.slice(z, [{R}, {C}], [{ro}, 0])')
        cur, other = 'xa', 'za'
        for _ in range(rng.randint(1, 6)):
            r = rng.random(); o = nm()
            if r < 0.2:
                L.append(f'{ind}{o}: {ty(shape)} = pl.{rng.choice(BIN)}({cur}, {rng.choice([cur, other])})')
            elif r < 0.3:
                L.append(f'{ind}{o}: {ty(shape)} = pl.{rng.choice(UN)}({cur})')
            elif r < 0.5:
                red = rng.choice(['row_sum', 'row_max', 'row_min'])
                L.append(f'{ind}{o}r: {ty((R, 1))} = pl.tensor.{red}({cur})')
                ex = rng.choice(['add', 'sub', 'mul', 'div', 'max', 'min', 'expdif'])
                L.append(f'{ind}{o}: {ty(shape)} = pl.tensor.row_expand_{ex}({cur}, {o}r)')
            elif r < 0.65:
                red = rng.choice(['col_sum', 'col_max', 'col_min'])
                L.append(f'{ind}{o}c: {ty((1, C))} = pl.tensor.{red}({cur})')
                ex = rng.choice(['add', 'sub', 'mul', 'div', 'max', 'min'])
                L.append(f'{ind}{o}: {ty(shape)} = pl.tensor.col_expand_{ex}({cur}, {o}c)')
            elif r < 0.75:
                dt = rng.choice(['pl.FP16', 'pl.BF16'])
                L.append(f'{ind}{o}h: {ty(shape, dt)} = pl.cast({cur}, {dt})')
                if rng.random() < 0.5:
                    L.append(f'{ind}{o}g: {ty(shape, dt)} = pl.add({o}h, {o}h)')
                    L.append(f'{ind}{o}: {ty(shape)} = pl.cast({o}g, pl.FP32)')
                else:
                    L.append(f'{ind}{o}: {ty(shape)} = pl.cast({o}h, pl.FP32)')
            elif r < 0.87:
                k = rng.choice([2, 4])
                rs = (R * k, C // k)
                L.append(f'{ind}{o}s: {ty(rs)} = pl.reshape({cur}, [{rs[0]}, {rs[1]}])')
                L.append(f'{ind}{o}m: {ty(rs)} = pl.mul({o}s, 0.5)')
                L.append(f'{ind}{o}: {ty(shape)} = pl.reshape({o}m, [{R}, {C}])')
            else:
                L.append(f'{ind}{o}t: {ty((C, R))} = pl.tensor.transpose({cur}, 0, 1)')
                L.append(f'{ind}{o}e: {ty((C, R))} = pl.exp({o}t)')
                L.append(f'{ind}{o}: {ty(shape)} = pl.tensor.transpose({o}e, 0, 1)')
            cur = o
        L.append(f'{ind}out = pl.assemble(out, {cur}, [{ro}, 0])')
    L.append('        return out')
    return '\n'.join(L) + '\n'



def runtime_program(rng, idx):
    """Launch forms: `pl.spmd` loops with tile bodies, `pl.split_aiv` and `pl.pipeline` loops in
    `pl.at` scopes, and manual scopes submitting kernels with task-id dependencies."""
    R = rng.choice([16, 32]); C = rng.choice([64, 128]); blocks = rng.choice([2, 4])
    rows = R * blocks
    form = rng.choice(['spmd', 'split_aiv', 'pipeline', 'submit', 'spmd_with'])
    g = Gen(rng, 'tile')
    L = g.lines
    L.append('import pypto.language as pl\n\n')
    L.append('@pl.program')
    L.append(f'class Rnd{idx}:')
    T = f'pl.Tensor[[{rows}, {C}], pl.FP32]'
    if form in ('submit', 'spmd_with'):
        L.append('    @pl.function(type=pl.FunctionType.InCore)')
        if form == 'submit':
            L.append(f'    def k(self, x: {T}, b: pl.Scalar[pl.INDEX], y: pl.Out[{T}]) -> {T}:')
            off = f'b * {R}'
        else:
            L.append(f'    def k(self, x: {T}, y: pl.Out[{T}]) -> {T}:')
            L.append('        b = pl.tile.get_block_idx()')
            off = f'b * {R}'
        L.append(f'        t: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(x, [{off}, 0], [{R}, {C}])')
        res = g.chain([('t', (R, C))], '        ', rng.randint(1, 4), R, C)
        L.append(f'        y = pl.store({res}, [{off}, 0], y)')
        L.append('        return y')
        L.append('')
        L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
        L.append(f'    def main(self, x: {T}, y: pl.Out[{T}], y2: pl.Out[{T}]) -> {T}:')
        if form == 'submit':
            L.append('        with pl.scope(mode=pl.ScopeMode.MANUAL):')
            L.append(f'            for b in pl.range({blocks}):')
            L.append('                y, t0 = pl.submit(self.k, x, b, y)')
            deps = ', deps=[t0]' if rng.random() < 0.7 else ''
            L.append(f'                y2, t1 = pl.submit(self.k, y, b, y2{deps})')
        else:
            L.append('        with pl.manual_scope():')
            L.append(f'            with pl.spmd({blocks}, name_hint="s1") as tid0:')
            L.append('                y = self.k(x, y)')
            deps = ', deps=[tid0]' if rng.random() < 0.7 else ''
            L.append(f'            with pl.spmd({blocks}, name_hint="s2"{deps}) as tid1:')
            L.append('                y2 = self.k(y, y2)')
        L.append('        return y2')
        return '\n'.join(L) + '\n'
    if form == 'spmd':
        L.append('    @pl.function(type=pl.FunctionType.Orchestration)')
        L.append(f'    def main(self, x: {T}, y: pl.Out[{T}]) -> {T}:')
        L.append(f'        for i in pl.spmd({blocks}):')
        L.append(f'            off = i * {R}')
        L.append(f'            t: pl.Tile[[{R}, {C}], pl.FP32] = pl.load(x, [off, 0], [{R}, {C}])')
        res = g.chain([('t', (R, C))], '            ', rng.randint(1, 4), R, C)
        L.append(f'            y = pl.store({res}, [off, 0], y)')
        L.append('        return y')
        return '\n'.join(L) + '\n'
    L.append('    @pl.function')
    L.append(f'    def main(self, x: {T}, z: {T}, y: pl.Out[{T}]) -> {T}:')
    L.append('        with pl.at(level=pl.Level.CORE_GROUP):')
    if form == 'split_aiv':
        mode = rng.choice(['UP_DOWN', 'LEFT_RIGHT'])
        L.append(f'            for lane in pl.split_aiv(2, mode=pl.SplitMode.{mode}):')
        L.append(f'                t: pl.Tile[[{rows}, {C}], pl.FP32] = pl.load(x, [0, 0], [{rows}, {C}])')
        L.append(f'                u: pl.Tile[[{rows}, {C}], pl.FP32] = pl.load(z, [0, 0], [{rows}, {C}])')
        ops = ['add', 'sub', 'mul', 'maximum']
        cur = 't'
        for n in range(rng.randint(1, 4)):
            r = rng.random()
            if r < 0.5:
                L.append(f'                s{n}: pl.Tile[[{rows}, {C}], pl.FP32] = pl.{rng.choice(ops)}({cur}, u)')
            elif r < 0.8:
                L.append(f'                s{n}: pl.Tile[[{rows}, {C}], pl.FP32] = pl.{rng.choice(["exp", "abs", "neg", "sqrt"])}({cur})')
            else:
                L.append(f'                s{n}: pl.Tile[[{rows}, {C}], pl.FP32] = pl.mul({cur}, 0.5)')
            cur = f's{n}'
        L.append(f'                y = pl.store({cur}, [0, 0], y)')
    else:
        start = 0; step = R
        hdr = (f'pl.pipeline(0, {rows}, {R}, stage={rng.choice([1, 2, 3])})' if rng.random() < 0.6
               else f'pl.pipeline({blocks}, stage=2)')
        L.append(f'            for r in {hdr}:')
        ro = 'r' if 'stage' in hdr and hdr.startswith('pl.pipeline(0') else f'r * {R}'
        gt = Gen(rng, 'tensor')
        gt.lines = L
        L.append(f'                t: pl.Tensor[[{R}, {C}], pl.FP32] = pl.slice(x, [{R}, {C}], [{ro}, 0])')
        L.append(f'                u: pl.Tensor[[{R}, {C}], pl.FP32] = pl.slice(z, [{R}, {C}], [{ro}, 0])')
        res = gt.chain([('t', (R, C)), ('u', (R, C))], '                ', rng.randint(1, 4), R, C)
        L.append(f'                y = pl.assemble(y, {res}, [{ro}, 0])')
    L.append('        return y')
    return '\n'.join(L) + '\n'


FAMILIES = [scope_program, kernel_program, scope_program2, kernel_program2, control_program,
            orchestration_program, scalar_orch_program, mixed_kernel_program, tensor_zoo_program,
            runtime_program]


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    out, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    families = FAMILIES
    if len(sys.argv) == 5:
        by_name = {f.__name__: f for f in FAMILIES}
        families = [by_name[n] for n in sys.argv[4].split(',')]
    os.makedirs(out, exist_ok=True)
    for k in range(count):
        rng = random.Random(seed * 100003 + k)
        family = families[k % len(families)]
        with open(os.path.join(out, f"r{seed}_{k:04d}.py"), "w") as f:
            f.write(family(rng, k))


if __name__ == "__main__":
    main()
