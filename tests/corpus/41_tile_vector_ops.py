import pypto.language as pl


# The vector tile op set in one AIV kernel: unary math, tile-tile and
# tile-scalar arithmetic, compares and selects, row/column reductions and
# broadcasts, views (slice/reshape/transpose/valid shape), element access,
# block ids, concatenation and padding. Results without a printed type are
# deduced by the parser.
@pl.program
class TileVectorOps:
    @pl.function(type=pl.FunctionType.AIV)
    def vector_zoo(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        y: pl.Tensor[[16, 64], pl.FP32],
        s: pl.Scalar[pl.FP32],
        o: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        b: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e = pl.tile.exp(a)
        lg = pl.tile.log(e, high_precision=True)
        sq = pl.tile.sqrt(lg)
        rs = pl.tile.rsqrt(sq)
        rc = pl.tile.recip(rs)
        ng = pl.tile.neg(rc)
        ab = pl.tile.abs(ng)
        rl = pl.tile.relu(ab)
        sn = pl.tile.sin(rl)
        cs = pl.tile.cos(sn)
        s1 = pl.tile.add(cs, b)
        s2 = pl.tile.sub(s1, a)
        s3 = pl.tile.mul(s2, b)
        s4 = pl.tile.div(s3, b, high_precision=True)
        s5 = pl.tile.maximum(s4, a)
        s6 = pl.tile.minimum(s5, b)
        t1 = pl.tile.adds(s6, 1.0)
        t2 = pl.tile.subs(t1, s)
        t3 = pl.tile.muls(t2, 2.0)
        t4 = pl.tile.divs(t3, 4.0)
        t5 = pl.tile.maximums(t4, -1.0)
        t6 = pl.tile.minimums(t5, 1.0)
        mask = pl.tile.cmp(t6, a, cmp_type=2)
        mask_s = pl.tile.cmps(t6, 0.0, cmp_type=4)
        tmp: pl.Tile[[16, 64], pl.FP32] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        picked = pl.tile.sel(mask, t6, a, tmp)
        work: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        rmax = pl.tile.row_max(picked, work)
        rsum = pl.tile.row_sum(picked, work)
        rmin = pl.tile.row_min(picked, work)
        rprod = pl.tile.row_prod(picked, work)
        csum = pl.tile.col_sum(picked, work)
        cmax = pl.tile.col_max(picked)
        cmin = pl.tile.col_min(picked)
        cprod = pl.tile.col_prod(picked)
        r1 = pl.tile.row_expand_sub(picked, rmax)
        r2 = pl.tile.row_expand_div(r1, rsum)
        r3 = pl.tile.row_expand_mul(r2, rmin)
        r4 = pl.tile.row_expand_add(r3, rprod)
        r5 = pl.tile.row_expand_max(r4, rmax)
        r6 = pl.tile.row_expand_min(r5, rmin)
        r7 = pl.tile.row_expand_expdif(r6, rmax)
        r8 = pl.tile.row_expand(b, rsum)
        c1 = pl.tile.col_expand_add(r7, csum)
        c2 = pl.tile.col_expand_sub(c1, cmax)
        c3 = pl.tile.col_expand_mul(c2, cmin)
        c4 = pl.tile.col_expand_div(c3, cprod)
        c5 = pl.tile.col_expand_max(c4, csum)
        c6 = pl.tile.col_expand_min(c5, cmax)
        c7 = pl.tile.col_expand_expdif(c6, csum)
        c8 = pl.tile.col_expand(r8, cmin)
        filled = pl.tile.expands(c8, s)
        part = pl.tile.slice(c7, [8, 32], [8, 32])
        flat = pl.tile.reshape(part, [16, 16])
        tt = pl.tile.transpose(flat, 0, 1)
        tv = pl.tile.set_validshape(filled, 8, 48)
        padded = pl.tile.fillpad(tv, pad_value=pl.PadValue.min)
        v0: pl.Scalar[pl.FP32] = pl.tile.read(padded, [0, 0])
        blk: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        nblk: pl.Scalar[pl.INDEX] = pl.tile.get_block_num()
        sub: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        w = pl.tile.write(padded, [blk % 16, sub], v0)
        placed = pl.tile.assemble(w, tt, [0, 0])
        both = pl.tile.concat(placed, c7)
        i16 = pl.tile.cast(both, target_type=pl.INT16, mode='trunc')
        inv = pl.tile.not_(i16)
        back = pl.tile.cast(inv, target_type=pl.FP32, mode='round')
        done: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(back, [0, 0], o)
        return done
