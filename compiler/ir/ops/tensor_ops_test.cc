// Deduction tests for tensor.* ops against the types the reference prints
// in /work/shared/golden/*/print.concise.py and the default pass dumps.
#include <utility>

#include "compiler/base/status.h"
#include "compiler/ir/ops/test_util.h"

namespace ptoc::ir::testing {
namespace {

// A call built here keeps the keywords it is given, in canonical order, as the
// reference's op construction does; the DSL's printed defaults (layout=ND,
// mode='round', ...) are added by the parser, which the golden suites check.
TEST(TensorOps, CreateKeepsGivenKeywords) {
  // pl.tensor.create([16, 256], dtype=pl.FP32, layout=pl.TensorLayout.ND) without the layout
  auto call =
      Make("tensor.create", {List({16, 256})}, {{"dtype", AttrValue::DType(DataType::kFP32)}});
  EXPECT_EQ(Golden(call->type()), "pl.Tensor[[16, 256], pl.FP32]");
  EXPECT_EQ(KwargOrder(call), "dtype");
  // pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
  auto md =
      Make("tensor.create", {List({1})},
           {{"manual_dep", AttrValue::Bool(true)}, {"dtype", AttrValue::DType(DataType::kFP32)}});
  EXPECT_EQ(KwargOrder(md), "dtype,manual_dep");
}

TEST(TensorOps, ElementwiseReductionsBroadcasts) {
  auto logits = TensorVar("logits", {32, 256}, DataType::kFP32);
  // pl.Tensor[[32, 1], pl.FP32] = pl.tensor.row_max(logits)
  auto peak = Make("tensor.row_max", {logits});
  EXPECT_EQ(Golden(peak->type()), "pl.Tensor[[32, 1], pl.FP32]");
  auto peak_var = std::make_shared<Var>("peak", peak->type());
  // pl.Tensor[[32, 256], pl.FP32] = pl.tensor.row_expand_sub(logits, peak)
  EXPECT_EQ(Golden(Make("tensor.row_expand_sub", {logits, peak_var})->type()),
            "pl.Tensor[[32, 256], pl.FP32]");
  EXPECT_EQ(Golden(Make("tensor.exp", {logits})->type()), "pl.Tensor[[32, 256], pl.FP32]");
  // pl.Tensor[[16, 1], pl.FP32] = pl.tensor.adds(mean, 1e-06)
  auto mean = TensorVar("mean", {16, 1}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tensor.adds", {mean, MakeConstFloat(1e-6)})->type()),
            "pl.Tensor[[16, 1], pl.FP32]");
  // pl.Tensor[[4, 16, 64], pl.FP32] = pl.tensor.mul(ex, w)
  auto ex = TensorVar("ex", {4, 16, 64}, DataType::kFP32);
  auto w = TensorVar("w", {16, 64}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tensor.mul", {ex, w})->type()), "pl.Tensor[[4, 16, 64], pl.FP32]");
  auto col = TensorVar("col", {32, 1}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tensor.add", {logits, col})->type()), "pl.Tensor[[32, 256], pl.FP32]");
  auto gamma = TensorVar("gamma", {1, 256}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tensor.col_expand_mul", {logits, gamma})->type()),
            "pl.Tensor[[32, 256], pl.FP32]");
  EXPECT_EQ(Golden(Make("tensor.col_sum", {logits})->type()), "pl.Tensor[[1, 256], pl.FP32]");
  // The reductions take no axis/keep_dim keywords (the reference's DSL has none).
  EXPECT_EQ(Golden(Make("tensor.row_sum", {logits})->type()), "pl.Tensor[[32, 1], pl.FP32]");
  EXPECT_FALSE(MakeOpCall("tensor.row_sum", {logits}, {{"keep_dim", AttrValue::Bool(false)}}).ok());
  // Mismatched shapes.
  auto other = TensorVar("other", {16, 128}, DataType::kFP32);
  EXPECT_FALSE(MakeOpCall("tensor.add", {logits, other}).ok());
}

TEST(TensorOps, CastMatmul) {
  // pl.Tensor[[64, 128], pl.FP16] = pl.tensor.cast(blend, target_type=pl.FP16, mode='round')
  auto blend = TensorVar("blend", {64, 128}, DataType::kFP32);
  auto cast = Make("tensor.cast", {blend}, {{"target_type", AttrValue::DType(DataType::kFP16)}});
  EXPECT_EQ(Golden(cast->type()), "pl.Tensor[[64, 128], pl.FP16]");
  EXPECT_EQ(KwargOrder(cast), "target_type");
  // pl.tensor.matmul(a, b, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.INT32)
  auto a = TensorVar("a", {32, 64}, DataType::kInt8);
  auto b = TensorVar("b", {64, 32}, DataType::kInt8);
  auto mm = Make("tensor.matmul", {a, b}, {{"out_dtype", AttrValue::DType(DataType::kInt32)}});
  EXPECT_EQ(Golden(mm->type()), "pl.Tensor[[32, 32], pl.INT32]");
  EXPECT_EQ(KwargOrder(mm), "out_dtype");
  auto fa = TensorVar("fa", {64, 32}, DataType::kFP16);
  auto fb = TensorVar("fb", {64, 32}, DataType::kFP16);
  auto bt = Make("tensor.matmul", {fa, fb}, {{"b_trans", AttrValue::Bool(true)}});
  EXPECT_EQ(Golden(bt->type()), "pl.Tensor[[64, 64], pl.FP16]");
  // pl.tensor.matmul_acc(acc, ak, bk, a_trans=False, b_trans=False)
  auto acc = TensorVar("acc", {64, 64}, DataType::kFP32);
  auto ak = TensorVar("ak", {64, 32}, DataType::kFP16);
  auto bk = TensorVar("bk", {32, 64}, DataType::kFP16);
  auto mma = Make("tensor.matmul_acc", {acc, ak, bk});
  EXPECT_EQ(Golden(mma->type()), "pl.Tensor[[64, 64], pl.FP32]");
  EXPECT_EQ(KwargOrder(mma), "");
}

TEST(TensorOps, SliceAssembleDim) {
  // pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [i * 16, 0])
  auto x = TensorVar("x", {64, 128}, DataType::kFP32);
  auto i = IndexVar("i");
  auto off = std::make_shared<BinaryExpr>(BinaryOp::kMul, i, MakeIndex(16), DataType::kIndex);
  auto s = Make("tensor.slice", {x, List({16, 128}), ListOf({off, MakeIndex(0)})});
  EXPECT_EQ(Golden(s->type()), "pl.Tensor[[16, 128], pl.FP32]");
  auto narrowed = Make("tensor.slice", {x, List({16, 128}), List({0, 0}), List({8, 128})});
  EXPECT_EQ(Golden(narrowed->type()), "pl.Tensor[[16, 128], pl.FP32, view(valid=[8, 128])]");
  // pl.Tensor[[128, 256], pl.FP32] = pl.tensor.assemble(dst, part, [blk * 16, 0])
  auto dst = TensorVar("dst", {128, 256}, DataType::kFP32);
  auto part = TensorVar("part", {16, 256}, DataType::kFP32);
  auto asm_call = Make("tensor.assemble", {dst, part, ListOf({off, MakeIndex(0)})});
  EXPECT_EQ(Golden(asm_call->type()), "pl.Tensor[[128, 256], pl.FP32]");
  EXPECT_EQ(Golden(Make("tensor.dim", {x, MakeIndex(-1)})->type()), "pl.Scalar[pl.INDEX]");
}

TEST(TensorOps, SortRandomScatterL1Accumulator) {
  // 363: pairs: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.sort32(src, idx)
  auto src = TensorVar("src", {1, 256}, DataType::kFP32);
  auto idx = TensorVar("idx", {1, 256}, DataType::kUInt32);
  auto pairs = Make("tensor.sort32", {src, idx});
  EXPECT_EQ(Golden(pairs->type()), "pl.Tensor[[1, 512], pl.FP32]");
  EXPECT_FALSE(MakeOpCall("tensor.sort32", {idx, idx}).ok());  // UINT32 values
  // pl.tensor.mrgsort_format1(pairs, pl.const(64, pl.INT32)) keeps the shape; 48 is no run length.
  auto pairs_var = std::make_shared<Var>("pairs", pairs->type());
  EXPECT_EQ(
      Golden(
          Make("tensor.mrgsort_format1", {pairs_var, MakeConstInt(64, DataType::kInt32)})->type()),
      "pl.Tensor[[1, 512], pl.FP32]");
  EXPECT_FALSE(
      MakeOpCall("tensor.mrgsort_format1", {pairs_var, MakeConstInt(48, DataType::kInt32)}).ok());
  // 364: pl.tensor.random(7, seed, 0, 1, 2, 3, [16, 64], dtype=pl.UINT32, rounds=10)
  std::vector<ExprPtr> seeds;
  for (int64_t i = 0; i < 6; ++i) seeds.push_back(MakeConstInt(i, DataType::kInt32));
  seeds.push_back(List({16, 64}));
  auto bits = Make("tensor.random", seeds);
  EXPECT_EQ(Golden(bits->type()), "pl.Tensor[[16, 64], pl.UINT32]");
  EXPECT_EQ(KwargOrder(bits), "");  // the defaults still apply
  EXPECT_FALSE(
      MakeOpCall("tensor.random", seeds, {{"dtype", AttrValue::DType(DataType::kFP32)}}).ok());
  // 370: pl.tensor.scatter(base, cols, vals, dim=-1) has the input's type.
  auto base = TensorVar("base", {8, 64}, DataType::kFP32);
  auto cols = TensorVar("cols", {8, 16}, DataType::kInt32);
  auto vals = TensorVar("vals", {8, 16}, DataType::kFP32);
  EXPECT_EQ(
      Golden(Make("tensor.scatter", {base, cols, vals}, {{"dim", AttrValue::Int(-1)}})->type()),
      "pl.Tensor[[8, 64], pl.FP32]");
  auto narrow = TensorVar("narrow", {8, 16}, DataType::kInt16);
  EXPECT_FALSE(
      MakeOpCall("tensor.scatter", {base, narrow, vals}, {{"dim", AttrValue::Int(-1)}}).ok());
  // 369: an L1 accumulator typed as a tensor, and gather_row returns it.
  auto keys =
      Make("tensor.create_l1", {List({16, 128})}, {{"dtype", AttrValue::DType(DataType::kBF16)}});
  EXPECT_EQ(Golden(keys->type()), "pl.Tensor[[16, 128], pl.BF16]");
  EXPECT_EQ(KwargOrder(keys), "dtype");
  auto acc = std::make_shared<Var>("keys", keys->type());
  auto pool = TensorVar("pool", {256, 128}, DataType::kBF16);
  auto row = Make("tensor.gather_row", {acc, pool, List({0, 0}), List({3, 0}), List({1, 128})});
  EXPECT_EQ(Golden(row->type()), "pl.Tensor[[16, 128], pl.BF16]");
  // set_ffts takes a 1-D INT64 workspace of at least 256 elements.
  EXPECT_TRUE(MakeOpCall("system.set_ffts", {TensorVar("ws", {256}, DataType::kInt64)}).ok());
  EXPECT_FALSE(MakeOpCall("system.set_ffts", {TensorVar("ws", {128}, DataType::kInt64)}).ok());
}

TEST(TensorOps, MatmulAccChecksDTypesAndExtents) {
  auto acc = TensorVar("acc", {32, 32}, DataType::kFP32);
  auto a = TensorVar("a", {32, 64}, DataType::kFP16);
  auto b = TensorVar("b", {64, 32}, DataType::kFP16);
  EXPECT_EQ(OpError("tensor.matmul_acc", {acc, a, b}), "");
  // A float product accumulates in FP32.
  auto acc16 = TensorVar("acc16", {32, 32}, DataType::kFP16);
  EXPECT_NE(
      OpError("tensor.matmul_acc", {acc16, a, b})
          .find("The operator tensor.matmul_acc requires accumulator dtype fp32, but got fp16"),
      std::string::npos);
  // lhs and rhs share one dtype.
  auto bb = TensorVar("bb", {64, 32}, DataType::kBF16);
  EXPECT_NE(OpError("tensor.matmul_acc", {acc, a, bb})
                .find("requires identical lhs and rhs dtypes, but got fp16 and bfloat16"),
            std::string::npos);
  // An integer product accumulates in INT32.
  auto i8a = TensorVar("i8a", {32, 64}, DataType::kInt8);
  auto i8b = TensorVar("i8b", {64, 32}, DataType::kInt8);
  EXPECT_NE(OpError("tensor.matmul_acc", {acc, i8a, i8b})
                .find("requires accumulator dtype int32, but got fp32"),
            std::string::npos);
  EXPECT_EQ(
      Golden(Make("tensor.matmul_acc", {TensorVar("acci", {32, 32}, DataType::kInt32), i8a, i8b})
                 ->type()),
      "pl.Tensor[[32, 32], pl.INT32]");
  // M and N of the product are the accumulator's.
  auto a16 = TensorVar("a16", {16, 64}, DataType::kFP16);
  EXPECT_NE(OpError("tensor.matmul_acc", {acc, a16, b})
                .find("tensor.matmul_acc: acc M=32 != matmul M=16"),
            std::string::npos);
  auto acc_n = TensorVar("acc_n", {32, 16}, DataType::kFP32);
  EXPECT_NE(OpError("tensor.matmul_acc", {acc_n, a, b}).find("acc N=16 != matmul N=32"),
            std::string::npos);
  // b_trans reads N from rhs's first axis.
  auto bt = TensorVar("bt", {16, 64}, DataType::kFP16);
  EXPECT_EQ(OpError("tensor.matmul_acc", {acc_n, a, bt}, {{"b_trans", AttrValue::Bool(true)}}), "");
  // The accumulator does not broadcast over the batch dims.
  auto a3 = TensorVar("a3", {4, 32, 64}, DataType::kFP16);
  EXPECT_NE(OpError("tensor.matmul_acc", {acc, a3, b}).find("acc batch rank (0)"),
            std::string::npos);
  EXPECT_EQ(OpError("tensor.matmul_acc", {TensorVar("acc3", {4, 32, 32}, DataType::kFP32), a3, b}),
            "");
}

TEST(TensorOps, SubsTakesTSubsDTypes) {
  auto x = TensorVar("x", {16, 64}, DataType::kInt32);
  auto n64 = std::make_shared<Var>("n", ScalarType::Get(DataType::kInt64));
  auto n32 = std::make_shared<Var>("m", ScalarType::Get(DataType::kInt32));
  EXPECT_EQ(OpError("tensor.subs", {x, n32}), "");
  EXPECT_NE(
      OpError("tensor.subs", {x, n64})
          .find(
              "The operator tensor.subs requires scalar dtype in {INT8, INT16, INT32, FP16, FP32, "
              "BF16}, but got int64"),
      std::string::npos);
  auto u8 = TensorVar("u8", {16, 64}, DataType::kUInt8);
  EXPECT_NE(OpError("tensor.subs", {u8, n32}).find("requires tensor dtype in {INT8"),
            std::string::npos);
  // The other scalar forms have no such rule (the reference promotes).
  EXPECT_EQ(OpError("tensor.adds", {TensorVar("h", {16, 64}, DataType::kFP16), n64}), "");
}

TEST(TensorOps, ReshapeSkipsTheCountCheckForNonPositiveProducts) {
  auto x = TensorVar("x", {16, 64}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tensor.reshape", {x, ListOf({MakeIndex(-1)})})->type()),
            "pl.Tensor[[-1], pl.FP32]");
  EXPECT_EQ(OpError("tensor.reshape", {x, List({0, 64})}), "");
  // Two negative extents multiply to a positive count, which is checked.
  EXPECT_EQ(OpError("tensor.reshape", {x, ListOf({MakeIndex(-16), MakeIndex(-64)})}), "");
  EXPECT_NE(OpError("tensor.reshape", {x, ListOf({MakeIndex(-16), MakeIndex(-32)})}), "");
  EXPECT_NE(OpError("tensor.reshape", {x, List({16, 32})}), "");
}

TEST(TensorOps, SetValidShapeChecksConstantExtents) {
  auto x = TensorVar("x", {16, 64}, DataType::kFP32);
  EXPECT_EQ(OpError("tensor.set_validshape", {x, MakeIndex(16), MakeIndex(64)}), "");
  EXPECT_NE(OpError("tensor.set_validshape", {x, MakeIndex(17), MakeIndex(64)})
                .find("tensor.set_validshape: valid_rows (17) exceeds tensor bound 16"),
            std::string::npos);
  EXPECT_NE(OpError("tensor.set_validshape", {x, MakeIndex(16), MakeIndex(-1)})
                .find("valid_cols must be >= 0, got -1"),
            std::string::npos);
  auto n32 = std::make_shared<Var>("m", ScalarType::Get(DataType::kInt32));
  EXPECT_NE(OpError("tensor.set_validshape", {x, n32, MakeIndex(64)})
                .find("valid_rows must have dtype INT64, UINT64, or INDEX, but got int32"),
            std::string::npos);
  EXPECT_EQ(OpError("tensor.set_validshape", {x, IndexVar("r"), Int64Const(64)}), "");
}

TEST(TensorOps, CreateKeepsInitValueAsFloat) {
  // The reference's DSL stores float(init_value): init_value=3 prints as 3.0.
  auto call =
      Make("tensor.create", {List({16, 128})},
           {{"dtype", AttrValue::DType(DataType::kInt32)}, {"init_value", AttrValue::Int(3)}});
  const AttrValue* init = call->kwargs().Find("init_value");
  ASSERT_NE(init, nullptr);
  EXPECT_EQ(init->kind(), AttrValue::Kind::kFloat);
  EXPECT_EQ(init->AsFloat(), 3.0);
  EXPECT_NE(OpError("tensor.create", {List({4})},
                    {{"dtype", AttrValue::DType(DataType::kInt64)},
                     {"init_value", AttrValue::Int((int64_t{1} << 53) + 1)}}),
            "");
}

TEST(TensorOps, SliceDropsOnlyFullyValidAxes) {
  auto x = TensorVar("x", {8, 64}, DataType::kFP32);
  // pl.slice(x, [1, 64], [3, 0], drop_dims=[0]): the window row is valid.
  EXPECT_EQ(
      Golden(
          Make("tensor.slice", {x, List({1, 64}), List({3, 0}), List({1, 64}), List({0})})->type()),
      "pl.Tensor[[64], pl.FP32]");
  // valid_shape=[n, 64] may leave the dropped row empty (n = 0).
  auto n = IndexVar("n");
  EXPECT_EQ(
      OpError("tensor.slice",
              {x, List({1, 64}), List({0, 0}),
               std::make_shared<MakeTuple>(std::vector<ExprPtr>{n, MakeIndex(64)}), List({0})}),
      "<unknown>: tensor.slice: tensor.slice cannot drop dimension 0: its valid extent is n, which "
      "is "
      "not provably 1. Rank reduction erases an axis, so the axis must be fully valid; keep "
      "the dimension instead of dropping it");
}

TEST(DeduceUtil, ExtentsPrintInDslSpelling) {
  auto a = IndexVar("a");
  auto b = IndexVar("b");
  auto bin = [](BinaryOp op, ExprPtr l, ExprPtr r) {
    return std::make_shared<BinaryExpr>(op, std::move(l), std::move(r), DataType::kIndex);
  };
  EXPECT_EQ(ExprToString(bin(BinaryOp::kMul, bin(BinaryOp::kSub, a, b), MakeIndex(2))),
            "(a - b) * 2");
  EXPECT_EQ(ExprToString(bin(BinaryOp::kSub, a, bin(BinaryOp::kSub, b, MakeIndex(1)))),
            "a - (b - 1)");
  EXPECT_EQ(ExprToString(bin(BinaryOp::kAdd, bin(BinaryOp::kSub, a, b), MakeIndex(1))),
            "a - b + 1");
  EXPECT_EQ(ExprToString(bin(BinaryOp::kMin, bin(BinaryOp::kMax, a, MakeIndex(0)), b)),
            "pl.min(pl.max(a, 0), b)");
  // Negation as Python writes it (the reference's `-j * 16 - 16`).
  auto neg = [](ExprPtr x) {
    return std::make_shared<UnaryExpr>(UnaryOp::kNeg, std::move(x), DataType::kIndex);
  };
  EXPECT_EQ(
      ExprToString(bin(BinaryOp::kSub, bin(BinaryOp::kMul, neg(a), MakeIndex(16)), MakeIndex(16))),
      "-a * 16 - 16");
  EXPECT_EQ(ExprToString(neg(bin(BinaryOp::kAdd, a, b))), "-(a + b)");
}

// The valid region a write leaves in a partially valid target (the
// reference's rules: the union when it is one rectangle at the origin).
TEST(DeduceUtil, WriteValidShapeUnion) {
  auto idx = [](const std::vector<int64_t>& v) {
    std::vector<ExprPtr> out;
    out.reserve(v.size());
    for (int64_t x : v) out.push_back(MakeIndex(x));
    return out;
  };
  auto dims = [](const std::vector<ExprPtr>& v) { return ShapeToString(v); };
  auto unite = [&](const std::vector<int64_t>& target_valid,
                   const std::vector<int64_t>& source_valid, const std::vector<int64_t>& offsets) {
    return WriteValidShapeUnion(idx({64, 64}), idx(target_valid), idx(source_valid), idx(offsets),
                                "tile.assemble", Span());
  };
  // A slab adjoining the valid rows and spanning every column grows the rows.
  EXPECT_EQ(dims(unite({16, 64}, {16, 64}, {16, 0})), "[32, 64]");
  // Inside the valid region, or over a fully valid target: unchanged.
  EXPECT_EQ(dims(unite({32, 64}, {8, 64}, {8, 0})), "[32, 64]");
  EXPECT_EQ(dims(unite({64, 64}, {16, 16}, {48, 48})), "[64, 64]");
  // An origin-anchored write covering the valid region replaces it.
  EXPECT_EQ(dims(unite({16, 16}, {32, 48}, {0, 0})), "[32, 48]");
  // An empty target takes the written region.
  EXPECT_EQ(dims(unite({0, 64}, {16, 32}, {0, 0})), "[16, 32]");
  // A gap, growth along two axes, a slab narrower than the region it extends.
  auto error = [&](const std::vector<int64_t>& tv, const std::vector<int64_t>& sv,
                   const std::vector<int64_t>& off) {
    try {
      unite(tv, sv, off);
    } catch (const CompileError& e) {
      return std::string(e.status().message());
    }
    return std::string("accepted");
  };
  EXPECT_NE(error({16, 64}, {16, 64}, {32, 0}).find("leaves a gap in dimension 0"),
            std::string::npos);
  EXPECT_NE(error({32, 48}, {48, 48}, {0, 16}).find("along dimensions 0 and 1 at once"),
            std::string::npos);
  EXPECT_NE(error({16, 64}, {16, 32}, {16, 0}).find("must provably equal the target's"),
            std::string::npos);
  EXPECT_NE(error({0, 64}, {16, 64}, {16, 0}).find("would not start at the origin"),
            std::string::npos);
}

TEST(TileOps, StoreBoundsAreProvedSymbolically) {
  // As the reference: an INDEX variable is non-negative, so these writes
  // provably leave the [64, 64] target; a merely unknown one is trusted.
  auto t = TileVar("t", {16, 64}, DataType::kFP32);
  auto out = TensorVar("out", {64, 64}, DataType::kFP32);
  auto n = IndexVar("n");
  auto add = [](ExprPtr l, ExprPtr r) {
    return std::make_shared<BinaryExpr>(BinaryOp::kAdd, std::move(l), std::move(r),
                                        DataType::kIndex);
  };
  auto neg_n = std::make_shared<UnaryExpr>(UnaryOp::kNeg, n, DataType::kIndex);
  EXPECT_NE(OpError("tile.store", {t, ListOf({add(neg_n, MakeIndex(-16)), MakeIndex(0)}), out})
                .find("offset 0 is provably negative"),
            std::string::npos);
  EXPECT_NE(OpError("tile.store", {t, ListOf({add(n, MakeIndex(64)), MakeIndex(0)}), out})
                .find("writes past the end of dimension 0: offset n + 64 + extent 16 exceeds "
                      "the target extent 64"),
            std::string::npos);
  EXPECT_EQ(OpError("tile.store", {t, ListOf({n, MakeIndex(0)}), out}), "");

  // Against a symbolic extent: n + 16 > n needs the analyzer (n occurs on
  // both sides); a write at an unrelated m, or ending exactly at n, is trusted.
  auto rows_n = std::make_shared<Var>(
      "rows_n",
      std::make_shared<TensorType>(std::vector<ExprPtr>{n, MakeIndex(64)}, DataType::kFP32));
  auto m = IndexVar("m");
  auto sub = [](ExprPtr l, ExprPtr r) {
    return std::make_shared<BinaryExpr>(BinaryOp::kSub, std::move(l), std::move(r),
                                        DataType::kIndex);
  };
  EXPECT_NE(OpError("tile.store", {t, ListOf({n, MakeIndex(0)}), rows_n})
                .find("writes past the end of dimension 0: offset n + extent 16 exceeds the "
                      "target extent n"),
            std::string::npos);
  EXPECT_EQ(OpError("tile.store", {t, ListOf({m, MakeIndex(0)}), rows_n}), "");
  EXPECT_EQ(OpError("tile.store", {t, ListOf({sub(n, MakeIndex(16)), MakeIndex(0)}), rows_n}), "");
}

}  // namespace
}  // namespace ptoc::ir::testing
