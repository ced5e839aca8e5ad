import pypto.language as pl

N = pl.dynamic("N")


# Tensor views in signatures (DN layout, explicit strides, a valid shape,
# padding) and the tensor-level op set: views, reshapes, transposes,
# reductions, broadcasts, matmuls, element reads/writes and fills.
@pl.program
class TensorViewsOps:
    @pl.function
    def views(
        self,
        a: pl.Tensor[[64, 32], pl.FP16, pl.TensorView(stride=[1, 64], layout=pl.TensorLayout.DN)],
        b: pl.Tensor[[32, 64], pl.FP16, pl.DN],
        c: pl.Tensor[[N, 64], pl.FP32, pl.TensorView(valid_shape=[N, 48], stride=[64, 1], layout=pl.TensorLayout.ND)],
        d: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.ND, pad=pl.PadValue.zero)],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mm: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.matmul(a, b, out_dtype=pl.FP32)
        head: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(c, [16, 64], [0, 0], [16, 48])
        v: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.view(d, [16, 64], layout=pl.TensorLayout.ND)
        r: pl.Tensor[[64, 16], pl.FP32] = pl.tensor.reshape(v, [64, 16])
        t: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.transpose(r, 0, 1)
        s: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(t, head)
        vs: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.set_validshape(s, 8, 32)
        fp: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fillpad(vs, pad_value=pl.PadValue.max)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(mm, fp, [16, 0])
        return out

    @pl.function
    def reductions(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        rmax: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(x)
        rsum: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_sum(x)
        rmin: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_min(x)
        rprod: pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_prod(y)
        csum: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_sum(x)
        cmax: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_max(x)
        cmin: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_min(y)
        cprod: pl.Tensor[[1, 128], pl.FP32] = pl.tensor.col_prod(y)
        e1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_sub(x, rmax)
        e2: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_div(e1, rsum)
        e3: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_mul(e2, rmin)
        e4: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_add(e3, rprod)
        e5: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_max(e4, rmax)
        e6: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_min(e5, rmin)
        e7: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand_expdif(e6, rmax)
        e8: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.row_expand(y, rsum)
        f1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_add(e7, csum)
        f2: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_sub(f1, cmax)
        f3: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_mul(f2, cmin)
        f4: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_div(f3, cprod)
        f5: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_max(f4, csum)
        f6: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_min(f5, cmax)
        f7: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand_expdif(f6, csum)
        f8: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.col_expand(e8, cmin)
        return pl.tensor.add(f7, f8)

    @pl.function
    def elementwise(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        k: pl.Scalar[pl.FP32],
    ) -> pl.Tensor[[32, 256], pl.FP32]:
        a: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.sub(x, y)
        b: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.div(a, y, high_precision=True)
        c: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.maximum(b, x)
        d: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.minimum(c, y)
        e: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.subs(d, k)
        f: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.muls(e, 3.0)
        g: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.divs(f, 2.0)
        h: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.maximum(g, 0.0)
        i: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.minimum(h, 6.0)
        j: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.log(i, high_precision=False)
        l: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.rsqrt(j)
        m: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.recip(l)
        n: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.sin(m)
        o: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cos(n)
        p: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.abs(o)
        q: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.neg(p)
        r: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.sqrt(q)
        s: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.expands(r, k)
        return pl.tensor.concat(s, x)

    @pl.function
    def misc(
        self,
        x: pl.Tensor[[N, 64], pl.FP32],
        acc: pl.Tensor[[16, 16], pl.FP32],
        a: pl.Tensor[[16, 32], pl.BF16],
        b: pl.Tensor[[32, 16], pl.BF16],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        cols: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, -1)
        v: pl.Scalar[pl.FP32] = pl.tensor.read(x, [rows - 1, cols - 1])
        filled: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.full([16, 16], dtype=pl.FP32, value=0.0)
        w: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.write(filled, [0, 0], v)
        blk: pl.Scalar[pl.INDEX] = pl.tensor.get_block_idx()
        nblk: pl.Scalar[pl.INDEX] = pl.tensor.get_block_num()
        sub: pl.Scalar[pl.INDEX] = pl.tensor.get_subblock_idx()
        mm: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul_acc(acc, a, b)
        t: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(a, b, out_dtype=pl.FP32, b_trans=False)
        z: pl.Tensor[[16, 16], pl.FP32, pl.DN] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.DN)
        u: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.add(mm, t)
        return pl.tensor.add(u, w)
