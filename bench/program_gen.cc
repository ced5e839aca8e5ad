#include "bench/program_gen.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"

namespace ptoc::bench {
namespace {

constexpr char kHeader[] = "import pypto.language as pl\n\n\n@pl.program\n";

// The seven kernels of one replica; "{s}" becomes the replica's suffix.
constexpr char kReplicaKernels[] = R"(    @pl.function(type=pl.FunctionType.InCore)
    def residual_add{s}(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        res: pl.Tensor[[64, 256], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        h: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        tx: pl.Tile[[16, 256], pl.FP32] = pl.load(x, [r * 16, 0], [16, 256])
        tr: pl.Tile[[16, 256], pl.FP32] = pl.load(res, [r * 16, 0], [16, 256])
        summed: pl.Tile[[16, 256], pl.FP32] = pl.add(tx, tr)
        halved: pl.Tile[[16, 256], pl.FP32] = pl.mul(summed, 0.5)
        h_done: pl.Tensor[[16, 256], pl.FP32] = pl.store(halved, [0, 0], h)
        return h_done

    @pl.function(type=pl.FunctionType.InCore)
    def layer_norm{s}(
        self,
        h: pl.Tensor[[16, 256], pl.FP32],
        gamma: pl.Tensor[[1, 256], pl.FP32],
        beta: pl.Tensor[[1, 256], pl.FP32],
        normed: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        th: pl.Tile[[16, 256], pl.FP32] = pl.load(h, [0, 0], [16, 256])
        tg: pl.Tile[[1, 256], pl.FP32] = pl.load(gamma, [0, 0], [1, 256])
        tb: pl.Tile[[1, 256], pl.FP32] = pl.load(beta, [0, 0], [1, 256])
        work: pl.Tile[[16, 256], pl.FP32] = pl.create_tile([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        total: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(th, work)
        total_row: pl.Tile[[1, 16], pl.FP32] = pl.reshape(total, [1, 16])
        mean_row: pl.Tile[[1, 16], pl.FP32] = pl.mul(total_row, 0.00390625)
        mean: pl.Tile[[16, 1], pl.FP32] = pl.reshape(mean_row, [16, 1])
        centered: pl.Tile[[16, 256], pl.FP32] = pl.row_expand_sub(th, mean)
        sq: pl.Tile[[16, 256], pl.FP32] = pl.mul(centered, centered)
        sq_total: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(sq, work)
        var_row: pl.Tile[[1, 16], pl.FP32] = pl.reshape(sq_total, [1, 16])
        var_scaled: pl.Tile[[1, 16], pl.FP32] = pl.mul(var_row, 0.00390625)
        var_eps: pl.Tile[[1, 16], pl.FP32] = pl.add(var_scaled, 1e-5)
        std_row: pl.Tile[[1, 16], pl.FP32] = pl.sqrt(var_eps)
        std: pl.Tile[[16, 1], pl.FP32] = pl.reshape(std_row, [16, 1])
        unit: pl.Tile[[16, 256], pl.FP32] = pl.row_expand_div(centered, std)
        scaled: pl.Tile[[16, 256], pl.FP32] = pl.col_expand_mul(unit, tg)
        shifted: pl.Tile[[16, 256], pl.FP32] = pl.col_expand_add(scaled, tb)
        normed_done: pl.Tensor[[16, 256], pl.FP32] = pl.store(shifted, [0, 0], normed)
        return normed_done

    @pl.function(type=pl.FunctionType.InCore)
    def gelu_sigmoid{s}(
        self,
        normed: pl.Tensor[[16, 256], pl.FP32],
        act: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        tn: pl.Tile[[16, 256], pl.FP32] = pl.load(normed, [0, 0], [16, 256])
        k: pl.Tile[[16, 256], pl.FP32] = pl.mul(tn, -1.702)
        ek: pl.Tile[[16, 256], pl.FP32] = pl.exp(k)
        den: pl.Tile[[16, 256], pl.FP32] = pl.add(ek, 1.0)
        gate: pl.Tile[[16, 256], pl.FP32] = pl.recip(den)
        gated: pl.Tile[[16, 256], pl.FP32] = pl.mul(tn, gate)
        gated_c: pl.Tile[[16, 256], pl.FP32] = pl.maximums(gated, -10.0)
        act_done: pl.Tensor[[16, 256], pl.FP32] = pl.store(gated_c, [0, 0], act)
        return act_done

    @pl.function(type=pl.FunctionType.InCore)
    def blend_and_narrow{s}(
        self,
        act: pl.Tensor[[16, 256], pl.FP32],
        h: pl.Tensor[[16, 256], pl.FP32],
        alpha: pl.Scalar[pl.FP32],
        r: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
        y_lo: pl.Out[pl.Tensor[[64, 256], pl.BF16]],
    ) -> tuple[pl.Tensor[[64, 256], pl.FP32], pl.Tensor[[64, 256], pl.BF16]]:
        ta: pl.Tile[[16, 256], pl.FP32] = pl.load(act, [0, 0], [16, 256])
        th: pl.Tile[[16, 256], pl.FP32] = pl.load(h, [0, 0], [16, 256])
        weighted: pl.Tile[[16, 256], pl.FP32] = pl.mul(ta, alpha)
        mixed: pl.Tile[[16, 256], pl.FP32] = pl.add(weighted, th)
        capped: pl.Tile[[16, 256], pl.FP32] = pl.minimums(mixed, 60000.0)
        floored: pl.Tile[[16, 256], pl.FP32] = pl.maximums(capped, -60000.0)
        lo: pl.Tile[[16, 256], pl.BF16] = pl.cast(floored, pl.BF16)
        y_done: pl.Tensor[[64, 256], pl.FP32] = pl.store(floored, [r * 16, 0], y)
        y_lo_done: pl.Tensor[[64, 256], pl.BF16] = pl.store(lo, [r * 16, 0], y_lo)
        return y_done, y_lo_done

    @pl.function(type=pl.FunctionType.InCore)
    def row_relative{s}(
        self,
        y: pl.Tensor[[64, 256], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        peak: pl.Out[pl.Tensor[[16, 256], pl.FP32]],
    ) -> pl.Tensor[[16, 256], pl.FP32]:
        ty: pl.Tile[[16, 256], pl.FP32] = pl.load(y, [r * 16, 0], [16, 256])
        mag: pl.Tile[[16, 256], pl.FP32] = pl.abs(ty)
        work: pl.Tile[[16, 256], pl.FP32] = pl.create_tile([16, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        mx: pl.Tile[[16, 1], pl.FP32] = pl.row_max(mag, work)
        mx_row: pl.Tile[[1, 16], pl.FP32] = pl.reshape(mx, [1, 16])
        mx_safe_row: pl.Tile[[1, 16], pl.FP32] = pl.maximums(mx_row, 1e-12)
        mx_safe: pl.Tile[[16, 1], pl.FP32] = pl.reshape(mx_safe_row, [16, 1])
        rel: pl.Tile[[16, 256], pl.FP32] = pl.row_expand_div(mag, mx_safe)
        rooted: pl.Tile[[16, 256], pl.FP32] = pl.sqrt(rel)
        peak_done: pl.Tensor[[16, 256], pl.FP32] = pl.store(rooted, [0, 0], peak)
        return peak_done

    @pl.function(type=pl.FunctionType.InCore)
    def column_absmax{s}(
        self,
        y: pl.Tensor[[64, 256], pl.FP32],
        colmax: pl.Out[pl.Tensor[[1, 256], pl.FP32]],
    ) -> pl.Tensor[[1, 256], pl.FP32]:
        first: pl.Tile[[16, 256], pl.FP32] = pl.load(y, [0, 0], [16, 256])
        first_mag: pl.Tile[[16, 256], pl.FP32] = pl.abs(first)
        seed: pl.Tile[[1, 256], pl.FP32] = pl.col_max(first_mag)
        for r, (best,) in pl.range(1, 4, init_values=(seed,)):
            blk: pl.Tile[[16, 256], pl.FP32] = pl.load(y, [r * 16, 0], [16, 256])
            blk_mag: pl.Tile[[16, 256], pl.FP32] = pl.abs(blk)
            blk_max: pl.Tile[[1, 256], pl.FP32] = pl.col_max(blk_mag)
            merged: pl.Tile[[1, 256], pl.FP32] = pl.maximum(best, blk_max)
            best_out: pl.Tile[[1, 256], pl.FP32] = pl.yield_(merged)
        colmax_done: pl.Tensor[[1, 256], pl.FP32] = pl.store(best_out, [0, 0], colmax)
        return colmax_done

    @pl.function(type=pl.FunctionType.InCore)
    def column_scale{s}(
        self,
        y: pl.Tensor[[64, 256], pl.FP32],
        colmax: pl.Tensor[[1, 256], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        flip: pl.Scalar[pl.INDEX],
        scaled: pl.Out[pl.Tensor[[16, 256], pl.FP16]],
    ) -> pl.Tensor[[16, 256], pl.FP16]:
        ty: pl.Tile[[16, 256], pl.FP32] = pl.load(y, [r * 16, 0], [16, 256])
        cm: pl.Tile[[1, 256], pl.FP32] = pl.load(colmax, [0, 0], [1, 256])
        cm_safe: pl.Tile[[1, 256], pl.FP32] = pl.add(cm, 1e-6)
        unit: pl.Tile[[16, 256], pl.FP32] = pl.col_expand_div(ty, cm_safe)
        if flip == 1:
            turned: pl.Tile[[16, 256], pl.FP32] = pl.neg(unit)
            chosen: pl.Tile[[16, 256], pl.FP32] = pl.yield_(turned)
        else:
            chosen: pl.Tile[[16, 256], pl.FP32] = pl.yield_(unit)
        boosted: pl.Tile[[16, 256], pl.FP32] = pl.mul(chosen, 127.0)
        upper: pl.Tile[[16, 256], pl.FP32] = pl.minimums(boosted, 127.0)
        lower: pl.Tile[[16, 256], pl.FP32] = pl.maximums(upper, -127.0)
        half: pl.Tile[[16, 256], pl.FP16] = pl.cast(lower, pl.FP16)
        scaled_done: pl.Tensor[[16, 256], pl.FP16] = pl.store(half, [0, 0], scaled)
        return scaled_done

)";

constexpr char kOrchestrationHead[] = R"(    @pl.function(type=pl.FunctionType.Orchestration)
    def post_block(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        res: pl.Tensor[[64, 256], pl.FP32],
        gamma: pl.Tensor[[1, 256], pl.FP32],
        beta: pl.Tensor[[1, 256], pl.FP32],
        alpha: pl.Scalar[pl.FP32],
        flip: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
        y_lo: pl.Out[pl.Tensor[[64, 256], pl.BF16]],
        rel: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
        code: pl.Out[pl.Tensor[[64, 256], pl.FP16]],
    ) -> tuple[
        pl.Tensor[[64, 256], pl.FP32],
        pl.Tensor[[64, 256], pl.BF16],
        pl.Tensor[[64, 256], pl.FP32],
        pl.Tensor[[64, 256], pl.FP16],
    ]:
)";

// One replica's calls; "{src}" is the tensor the replica reads.
constexpr char kReplicaCalls[] = R"(        for ra{s} in pl.range(4):
            h{s}: pl.Tensor[[16, 256], pl.FP32] = pl.create_tensor([16, 256], dtype=pl.FP32)
            h{s} = self.residual_add{s}({src}, res, ra{s}, h{s})
            normed{s}: pl.Tensor[[16, 256], pl.FP32] = pl.create_tensor([16, 256], dtype=pl.FP32)
            normed{s} = self.layer_norm{s}(h{s}, gamma, beta, normed{s})
            act{s}: pl.Tensor[[16, 256], pl.FP32] = pl.create_tensor([16, 256], dtype=pl.FP32)
            act{s} = self.gelu_sigmoid{s}(normed{s}, act{s})
            y, y_lo = self.blend_and_narrow{s}(act{s}, h{s}, alpha, ra{s}, y, y_lo)
        for rb{s} in pl.range(4):
            peak{s}: pl.Tensor[[16, 256], pl.FP32] = pl.create_tensor([16, 256], dtype=pl.FP32)
            peak{s} = self.row_relative{s}(y, rb{s}, peak{s})
            rel = pl.assemble(rel, peak{s}, [rb{s} * 16, 0])
        colmax{s}: pl.Tensor[[1, 256], pl.FP32] = pl.create_tensor([1, 256], dtype=pl.FP32)
        colmax{s} = self.column_absmax{s}(y, colmax{s})
        for rc{s} in pl.range(4):
            part{s}: pl.Tensor[[16, 256], pl.FP16] = pl.create_tensor([16, 256], dtype=pl.FP16)
            part{s} = self.column_scale{s}(y, colmax{s}, rc{s}, flip, part{s})
            code = pl.assemble(code, part{s}, [rc{s} * 16, 0])
)";

// One scope of GenerateScopeProgram; row block "{row}".
constexpr char kScope[] = R"(        with pl.at(level=pl.Level.CORE_GROUP):
            blk{s}: pl.Tensor[[16, 128], pl.FP32] = pl.slice(x, [16, 128], [{row}, 0])
            sq{s}: pl.Tensor[[16, 128], pl.FP32] = pl.mul(blk{s}, blk{s})
            ssum{s}: pl.Tensor[[16, 1], pl.FP32] = pl.row_sum(sq{s})
            mean{s}: pl.Tensor[[16, 1], pl.FP32] = pl.mul(ssum{s}, 0.0078125)
            stab{s}: pl.Tensor[[16, 1], pl.FP32] = pl.add(mean{s}, 1e-6)
            inv{s}: pl.Tensor[[16, 1], pl.FP32] = pl.rsqrt(stab{s})
            normed{s}: pl.Tensor[[16, 128], pl.FP32] = pl.row_expand_mul(blk{s}, inv{s})
            scaled{s}: pl.Tensor[[16, 128], pl.FP32] = pl.col_expand_mul(normed{s}, gamma)
            peak{s}: pl.Tensor[[16, 1], pl.FP32] = pl.row_max(scaled{s})
            centered{s}: pl.Tensor[[16, 128], pl.FP32] = pl.row_expand_sub(scaled{s}, peak{s})
            weights{s}: pl.Tensor[[16, 128], pl.FP32] = pl.exp(centered{s})
            y = pl.assemble(y, weights{s}, [{row}, 0])
)";

}  // namespace

std::string GenerateKernelProgram(int replicas) {
  std::string text = absl::StrCat(kHeader, "class PostBlockScaled", replicas, ":\n");
  for (int i = 0; i < replicas; ++i) {
    absl::StrAppend(&text, absl::StrReplaceAll(kReplicaKernels, {{"{s}", absl::StrCat("_", i)}}));
  }
  absl::StrAppend(&text, kOrchestrationHead);
  for (int i = 0; i < replicas; ++i) {
    absl::StrAppend(&text, absl::StrReplaceAll(kReplicaCalls, {{"{s}", absl::StrCat("_", i)},
                                                               {"{src}", i == 0 ? "x" : "y"}}));
  }
  absl::StrAppend(&text, "        return y, y_lo, rel, code\n");
  return text;
}

std::string GenerateScopeProgram(int scopes) {
  std::string text = absl::StrCat(kHeader, "class ScopeBlocks", scopes, ":\n");
  absl::StrAppend(&text, R"(    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        gamma: pl.Tensor[[1, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
)");
  for (int i = 0; i < scopes; ++i) {
    absl::StrAppend(&text, absl::StrReplaceAll(kScope, {{"{s}", absl::StrCat("_", i)},
                                                        {"{row}", absl::StrCat((i % 4) * 16)}}));
  }
  absl::StrAppend(&text, "        return y\n");
  return text;
}

std::string GenerateTileChainProgram(int tiles, int live) {
  if (live < 2) live = 2;
  if (tiles < 3) tiles = 3;
  constexpr char kTile[] = "pl.Tile[[16, 128], pl.FP32]";
  constexpr char kTensor[] = "pl.Tensor[[16, 128], pl.FP32]";
  std::string text = absl::StrCat(kHeader, "class TileChain", tiles, ":\n");
  absl::StrAppend(&text, "    @pl.function(type=pl.FunctionType.InCore)\n", "    def chain(\n",
                  "        self,\n", "        x: ", kTensor, ",\n", "        w: ", kTensor, ",\n",
                  "        out: pl.Out[", kTensor, "],\n", "    ) -> ", kTensor, ":\n");
  absl::StrAppend(&text, "        t0: ", kTile, " = pl.load(x, [0, 0], [16, 128])\n");
  absl::StrAppend(&text, "        t1: ", kTile, " = pl.load(w, [0, 0], [16, 128])\n");
  // Binary ops combine the previous tile with one `live` steps back; scalar
  // ops keep values bounded. The mix exercises several op kinds.
  static const char* const kBinary[] = {"add", "mul", "sub", "maximum", "minimum"};
  static const char* const kScalar[] = {"mul(t{p}, 0.5)", "add(t{p}, 1.0)", "exp(t{p})",
                                        "abs(t{p})"};
  for (int i = 2; i < tiles; ++i) {
    const int prev = i - 1;
    const int back = i - live >= 0 ? i - live : 0;
    std::string op;
    if (i % 3 == 0) {
      op = absl::StrReplaceAll(kScalar[(i / 3) % 4], {{"{p}", absl::StrCat(prev)}});
    } else {
      op = absl::StrCat(kBinary[i % 5], "(t", prev, ", t", back, ")");
    }
    absl::StrAppend(&text, "        t", i, ": ", kTile, " = pl.", op, "\n");
  }
  absl::StrAppend(&text, "        done: ", kTensor, " = pl.store(t", tiles - 1, ", [0, 0], out)\n",
                  "        return done\n\n");
  absl::StrAppend(&text, "    @pl.function(type=pl.FunctionType.Orchestration)\n", "    def run(\n",
                  "        self,\n", "        x: ", kTensor, ",\n", "        w: ", kTensor, ",\n",
                  "        out: pl.Out[", kTensor, "],\n", "    ) -> ", kTensor, ":\n",
                  "        out = self.chain(x, w, out)\n", "        return out\n");
  return text;
}

std::string GenerateLiveTilesProgram(int tiles) {
  if (tiles < 2) tiles = 2;
  constexpr char kTile[] = "pl.Tile[[16, 128], pl.FP32]";
  constexpr char kTensor[] = "pl.Tensor[[16, 128], pl.FP32]";
  const std::string input = absl::StrCat("pl.Tensor[[16, ", int64_t{128} * tiles, "], pl.FP32]");
  std::string text = absl::StrCat(kHeader, "class LiveTiles", tiles, ":\n");
  absl::StrAppend(&text, "    @pl.function(type=pl.FunctionType.InCore)\n", "    def gather(\n",
                  "        self,\n", "        x: ", input, ",\n", "        out: pl.Out[", kTensor,
                  "],\n", "    ) -> ", kTensor, ":\n");
  for (int i = 0; i < tiles; ++i) {
    absl::StrAppend(&text, "        t", i, ": ", kTile, " = pl.load(x, [0, ", int64_t{128} * i,
                    "], [16, 128])\n");
  }
  absl::StrAppend(&text, "        s1: ", kTile, " = pl.add(t0, t1)\n");
  for (int i = 2; i < tiles; ++i) {
    absl::StrAppend(&text, "        s", i, ": ", kTile, " = pl.add(s", i - 1, ", t", i, ")\n");
  }
  absl::StrAppend(&text, "        done: ", kTensor, " = pl.store(s", tiles - 1, ", [0, 0], out)\n",
                  "        return done\n\n");
  absl::StrAppend(&text, "    @pl.function(type=pl.FunctionType.Orchestration)\n", "    def run(\n",
                  "        self,\n", "        x: ", input, ",\n", "        out: pl.Out[", kTensor,
                  "],\n", "    ) -> ", kTensor, ":\n", "        out = self.gather(x, out)\n",
                  "        return out\n");
  return text;
}

}  // namespace ptoc::bench
