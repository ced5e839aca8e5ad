// Deduction tests for tile.* ops. Expected result types are the annotations
// the reference prints in /work/shared/golden/*/default/*.py for the same
// calls (quoted next to each case).
#include "compiler/ir/ops/test_util.h"

namespace ptoc::ir::testing {
namespace {

using MS = MemorySpace;

TEST(TileOps, LoadVecStaticWindow) {
  // 01_vec_add_scope: pl.tile.load(lhs, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
  auto x = TensorVar("lhs", {64, 128}, DataType::kFP32);
  auto call = Make("tile.load", {x, List({0, 0}), List({64, 128}), List({64, 128})},
                   {{"target_memory", AttrValue::FromEnum(MS::kVec)}});
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(Golden(call->type()), "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(KwargOrder(call), "target_memory");
}

TEST(TileOps, LoadMatAndDynamicOffset) {
  // 10_matmul_tile_flow: pl.tile.load(a, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat)
  auto a = TensorVar("a", {64, 128}, DataType::kFP16);
  auto mat = Make("tile.load", {a, List({0, 0}), List({64, 128}), List({64, 128})},
                  {{"target_memory", AttrValue::FromEnum(MS::kMat)}});
  EXPECT_EQ(Golden(mat->type()), "pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat]");
  // 02_row_block_fuse: pl.tile.load(src, [blk * 16, 0], [16, 256], [16, 256], ...) ->
  // pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec]
  auto src = TensorVar("src", {128, 256}, DataType::kFP32);
  auto blk = IndexVar("blk");
  auto off = std::make_shared<BinaryExpr>(BinaryOp::kMul, blk, MakeIndex(16), DataType::kIndex);
  auto load =
      Make("tile.load", {src, ListOf({off, MakeIndex(0)}), List({16, 256}), List({16, 256})},
           {{"target_memory", AttrValue::FromEnum(MS::kVec)}});
  EXPECT_EQ(Golden(load->type()), "pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec]");
}

TEST(TileOps, LoadDefaultsLikeTheDslWrapper) {
  // pl.tile.load(x, offsets, shapes) takes valid_shapes=shapes and loads into
  // Vec, as the reference's wrapper does (the parser also prints
  // target_memory=pl.Mem.Vec; a call built here stores only what it is given).
  auto a = TensorVar("a", {16, 16}, DataType::kFP32);
  auto call = Make("tile.load", {a, List({0, 0}), List({16, 16})});
  EXPECT_EQ(call->args().size(), 4u);
  EXPECT_EQ(KwargOrder(call), "");  // the Vec default applies without being stored
  EXPECT_EQ(Golden(call->type()), "pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]");
}

TEST(TileOps, LoadNarrowsToPartialSourceAndRejectsOverread) {
  TensorView partial;
  partial.valid_shape = Dims({10, 128});
  auto src = TensorVar("src", {16, 128}, DataType::kFP32, partial);
  auto call = Make("tile.load", {src, List({0, 0}), List({16, 128}), List({16, 128})},
                   {{"target_memory", AttrValue::FromEnum(MS::kVec)}});
  EXPECT_EQ(Golden(call->type()), "pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, view(valid=[10, 128])]");

  auto small = TensorVar("small", {16, 128}, DataType::kFP32);
  auto bad = MakeOpCall("tile.load", {small, List({8, 0}), List({16, 128}), List({16, 128})},
                        {{"target_memory", AttrValue::FromEnum(MS::kVec)}});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(bad.status().message().find("reads past the end of dimension 0"), std::string::npos);
}

TEST(TileOps, StoreReturnsOutputTensorType) {
  // pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(total__tile, [0, 0], dst__ssa_v0)
  auto t = TileVar("total", {64, 128}, DataType::kFP32);
  auto dst = TensorVar("dst", {64, 128}, DataType::kFP32);
  auto call = Make("tile.store", {t, List({0, 0}), dst});
  EXPECT_EQ(call->type(), dst->type());
  EXPECT_EQ(Golden(call->type()), "pl.Tensor[[64, 128], pl.FP32]");
  // 4-arg form injected by FlattenTileNdTo2D.
  auto t3 = TileVar("res", {64, 64}, DataType::kFP32);
  auto y = TensorVar("y", {4, 16, 64}, DataType::kFP32);
  auto nd = Make("tile.store", {t3, List({0, 0, 0}), y, List({4, 16, 64})});
  EXPECT_EQ(Golden(nd->type()), "pl.Tensor[[4, 16, 64], pl.FP32]");
}

TEST(TileOps, ElementwiseAndScalarForms) {
  auto l = TileVar("l", {64, 128}, DataType::kFP32);
  auto r = TileVar("r", {64, 128}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tile.add", {l, r})->type()), "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(Golden(Make("tile.maximum", {l, r})->type()),
            "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(Golden(Make("tile.muls", {l, MakeConstFloat(2.0)})->type()),
            "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(Golden(Make("tile.exp", {l})->type()), "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]");
  // 24_int32_tile_ops: pl.Tile[[32, 128], pl.INT32, pl.Mem.Vec] = pl.tile.minimum(hi, tb)
  auto hi = TileVar("hi", {32, 128}, DataType::kInt32);
  EXPECT_EQ(Golden(Make("tile.minimum", {hi, hi})->type()),
            "pl.Tile[[32, 128], pl.INT32, pl.Mem.Vec]");
  // 13_rmsnorm_scope: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.adds(mean__tile, 1e-06)
  auto col = TileVar("mean", {16, 1}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tile.adds", {col, MakeConstFloat(1e-6)})->type()),
            "pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec]");
  // Unresolved input space still yields Vec for Vec-only ops.
  auto nospace = TileVar("n", {16, 16}, DataType::kFP32, std::nullopt);
  EXPECT_EQ(Golden(Make("tile.neg", {nospace})->type()), "pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec]");
}

TEST(TileOps, ThreeOperandAndScratchForms) {
  auto h = TileVar("h", {16, 64}, DataType::kFP16);
  auto f = TileVar("f", {16, 64}, DataType::kFP32);
  auto row = TileVar("row", {1, 64}, DataType::kFP16);
  // addc promotes over all three tiles and broadcasts the row.
  EXPECT_EQ(Golden(Make("tile.addc", {h, row, f})->type()),
            "pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec]");
  // addsc: the scalar takes part in the promotion, the third tile in the shape.
  EXPECT_EQ(Golden(Make("tile.addsc", {h, MakeConstFloat(2.0), h})->type()),
            "pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec]");
  // The scratch tile of rem does not shape the result.
  auto i = TileVar("i", {16, 64}, DataType::kInt32);
  auto tmp = TileVar("tmp", {1, 8}, DataType::kInt32);
  EXPECT_EQ(Golden(Make("tile.rem", {i, i, tmp})->type()),
            "pl.Tile[[16, 64], pl.INT32, pl.Mem.Vec]");
  EXPECT_EQ(Golden(Make("tile.sels", {h, h, MakeConstFloat(1.0)})->type()),
            "pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec]");
  auto bad = MakeOpCall("tile.part_max", {h, TileVar("w", {16, 32}, DataType::kFP16)});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("requires compatible shapes"), std::string::npos);
}

TEST(TileOps, ElementwisePropagatesValidShape) {
  TileView view;
  view.valid_shape = Dims({10, 128});
  auto t = TileVar("t", {16, 128}, DataType::kFP32, MS::kVec, view);
  EXPECT_EQ(Golden(Make("tile.exp", {t})->type()),
            "pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, view(valid=[10, 128])]");
}

TEST(TileOps, CastKwargsCanonicalOrderWithoutStoredDefault) {
  // pl.tile.cast(clamped, target_type=pl.BF16, mode='round')
  auto t = TileVar("clamped", {32, 128}, DataType::kFP32);
  auto call = Make("tile.cast", {t}, {{"target_type", AttrValue::DType(DataType::kBF16)}});
  EXPECT_EQ(Golden(call->type()), "pl.Tile[[32, 128], pl.BF16, pl.Mem.Vec]");
  EXPECT_EQ(KwargOrder(call), "target_type");  // mode='round' is the DSL's to add
  EXPECT_EQ(call->kwargs().Find("mode"), nullptr);
  auto reordered =
      Make("tile.cast", {t},
           {{"mode", AttrValue::Int(3)}, {"target_type", AttrValue::DType(DataType::kFP16)}});
  EXPECT_EQ(KwargOrder(reordered), "target_type,mode");
  EXPECT_EQ(reordered->kwargs().Find("mode")->AsString(), "floor");
}

TEST(TileOps, ReductionsAndBroadcasts) {
  // 07_softmax_scope: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(logits__tile,
  // tmp_tile)
  auto x = TileVar("x", {32, 256}, DataType::kFP32);
  auto tmp = TileVar("tmp", {32, 256}, DataType::kFP32);
  auto peak = Make("tile.row_max", {x, tmp});
  EXPECT_EQ(Golden(peak->type()), "pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(As<TileType>(peak->type())->EffectiveView().blayout, TileLayout::kColMajor);
  auto peak_var = std::make_shared<Var>("peak", peak->type());
  EXPECT_EQ(Golden(Make("tile.row_expand_sub", {x, peak_var})->type()),
            "pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec]");
  // 32_column_stats_kernel: pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec] = pl.tile.col_max(first_mag)
  auto m = TileVar("m", {16, 256}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tile.col_max", {m})->type()), "pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(Golden(Make("tile.col_sum", {m})->type()), "pl.Tile[[1, 256], pl.FP32, pl.Mem.Vec]");
  auto g = TileVar("g", {1, 256}, DataType::kFP32);
  EXPECT_EQ(Golden(Make("tile.col_expand_mul", {m, g})->type()),
            "pl.Tile[[16, 256], pl.FP32, pl.Mem.Vec]");
  // Undersized scratch is rejected.
  auto small = TileVar("small", {32, 128}, DataType::kFP32);
  EXPECT_FALSE(MakeOpCall("tile.row_sum", {x, small}).ok());
}

TEST(TileOps, Matmul) {
  // pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a__ssa_v0_mat_Left,
  // b__ssa_v0_mat_Right)
  auto a = TileVar("a", {64, 128}, DataType::kFP16, MS::kLeft);
  auto b = TileVar("b", {128, 64}, DataType::kFP16, MS::kRight);
  auto mm = Make("tile.matmul", {a, b});
  EXPECT_EQ(Golden(mm->type()), "pl.Tile[[64, 64], pl.FP32, pl.Mem.Acc]");
  // 25_int8_matmul_scope: INT8 inputs accumulate in INT32.
  auto ai = TileVar("ai", {32, 64}, DataType::kInt8, MS::kLeft);
  auto bi = TileVar("bi", {64, 32}, DataType::kInt8, MS::kRight);
  EXPECT_EQ(Golden(Make("tile.matmul", {ai, bi})->type()),
            "pl.Tile[[32, 32], pl.INT32, pl.Mem.Acc]");
  // pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_kl, b_kr)
  auto acc = TileVar("acc", {32, 64}, DataType::kFP32, MS::kAcc);
  auto kl = TileVar("kl", {32, 32}, DataType::kBF16, MS::kLeft);
  auto kr = TileVar("kr", {32, 64}, DataType::kBF16, MS::kRight);
  EXPECT_EQ(Golden(Make("tile.matmul_acc", {acc, kl, kr})->type()),
            "pl.Tile[[32, 64], pl.FP32, pl.Mem.Acc]");
  auto bad_k = TileVar("bk", {64, 64}, DataType::kBF16, MS::kRight);
  auto err = MakeOpCall("tile.matmul", {kl, bad_k});
  ASSERT_FALSE(err.ok());
  EXPECT_NE(err.status().message().find("K"), std::string::npos);
}

TEST(TileOps, CreateFullMoveReshape) {
  // pl.tile.create([32, 256], dtype=pl.FP32, target_memory=pl.Mem.Vec)
  auto create = Make("tile.create", {List({32, 256})},
                     {{"target_memory", AttrValue::FromEnum(MS::kVec)},
                      {"dtype", AttrValue::DType(DataType::kFP32)}});
  EXPECT_EQ(Golden(create->type()), "pl.Tile[[32, 256], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(KwargOrder(create), "dtype,target_memory");
  // pl.tile.full([16, 128], dtype=pl.FP32, value=0.0): value may come as a kwarg.
  auto full =
      Make("tile.full", {List({16, 128})},
           {{"dtype", AttrValue::DType(DataType::kFP32)}, {"value", AttrValue::Float(0.0)}});
  EXPECT_EQ(Golden(full->type()), "pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]");
  EXPECT_EQ(full->args().size(), 2u);
  EXPECT_EQ(KwargOrder(full), "dtype");
  // The fill value keeps the kind of the number written, whatever the dtype, as
  // the reference's DSL builds it: 0.5 under INT32 is not truncated to 0.
  auto int_full =
      Make("tile.full", {List({16, 128})},
           {{"dtype", AttrValue::DType(DataType::kInt32)}, {"value", AttrValue::Float(0.5)}});
  auto half = As<ConstFloat>(int_full->args()[1]);
  ASSERT_NE(half, nullptr);
  EXPECT_EQ(half->value(), 0.5);
  EXPECT_EQ(half->dtype(), DataType::kInt32);
  auto three = As<ConstInt>(
      Make("tile.full", {List({16, 128})},
           {{"dtype", AttrValue::DType(DataType::kFP32)}, {"value", AttrValue::Int(3)}})
          ->args()[1]);
  ASSERT_NE(three, nullptr);
  EXPECT_EQ(three->value(), 3);
  EXPECT_EQ(three->dtype(), DataType::kFP32);
  // pl.Tile[[64, 128], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
  auto a_mat = TileVar("a_mat", {64, 128}, DataType::kFP16, MS::kMat);
  EXPECT_EQ(
      Golden(
          Make("tile.move", {a_mat}, {{"target_memory", AttrValue::FromEnum(MS::kLeft)}})->type()),
      "pl.Tile[[64, 128], pl.FP16, pl.Mem.Left]");
  auto b_mat = TileVar("b_mat", {128, 64}, DataType::kFP16, MS::kMat);
  EXPECT_EQ(
      Golden(
          Make("tile.move", {b_mat}, {{"target_memory", AttrValue::FromEnum(MS::kRight)}})->type()),
      "pl.Tile[[128, 64], pl.FP16, pl.Mem.Right]");
  // A move to Vec keeps the source's layout.
  auto to_vec = As<TileType>(
      Make("tile.move", {a_mat}, {{"target_memory", AttrValue::FromEnum(MS::kVec)}})->type());
  EXPECT_EQ(to_vec->memory_space(), std::optional<MemorySpace>(MS::kVec));
  EXPECT_EQ(to_vec->EffectiveView().blayout, TileLayout::kColMajor);
  // The destination is required, as in the reference's pl.move.
  auto no_target = MakeOpCall("tile.move", {a_mat}, {});
  ASSERT_FALSE(no_target.ok());
  EXPECT_EQ(no_target.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(no_target.status().message().find("missing 1 required positional argument"),
            std::string::npos);
  // pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ssum__tile, [1, 16]) and back.
  auto ssum = TileVar("ssum", {16, 1}, DataType::kFP32);
  auto row = Make("tile.reshape", {ssum, List({1, 16})});
  EXPECT_EQ(Golden(row->type()), "pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec]");
  auto row_var = std::make_shared<Var>("row", row->type());
  EXPECT_EQ(Golden(Make("tile.reshape", {row_var, List({16, 1})})->type()),
            "pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec]");
  EXPECT_FALSE(MakeOpCall("tile.reshape", {ssum, List({4, 8})}).ok());
}

TEST(TileOps, SliceAndExtract) {
  auto t = TileVar("t", {32, 128}, DataType::kFP32);
  auto s = Make("tile.slice", {t, List({16, 128}), List({16, 0})});
  EXPECT_EQ(Golden(s->type()), "pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]");
  // A [16, 1] column of a tile without a stored view takes the layout of its
  // own shape (col-major, the implicit one), not the row-major source's.
  auto column = Make("tile.slice", {t, List({16, 1}), List({0, 7})});
  EXPECT_EQ(Golden(column->type()), "pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec]");
  // A source with a stored view passes its layout on: a column of a column
  // that was declared row-major stays row-major.
  auto row_major = std::make_shared<Var>(
      "row_major_column", std::make_shared<TileType>(Dims({32, 1}), DataType::kFP32, MS::kVec, [] {
        TileView v;
        v.blayout = TileLayout::kRowMajor;
        return v;
      }()));
  auto kept = As<TileType>(Make("tile.slice", {row_major, List({16, 1}), List({0, 0})})->type());
  ASSERT_TRUE(kept && kept->view());
  EXPECT_EQ(kept->view()->blayout, TileLayout::kRowMajor);
  auto acc = TileVar("acc", {64, 64}, DataType::kFP32, MS::kAcc);
  auto e = Make("tile.extract", {acc, MakeIndex(0), MakeIndex(0), List({32, 64})},
                {{"target_memory", AttrValue::FromEnum(MS::kVec)}});
  EXPECT_EQ(Golden(e->type()), "pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec]");
  // Into Mat: the row-major window is canonical for a tile without a memory
  // space, so the result has Mat's implicit view (reference's print of
  // `pl.tile.extract(acc, 16, 32, [16, 32], target_memory=pl.Mem.Mat)`).
  auto into_mat = Make("tile.extract", {acc, MakeIndex(16), MakeIndex(32), List({16, 32})},
                       {{"target_memory", AttrValue::FromEnum(MS::kMat)}});
  EXPECT_EQ(Golden(into_mat->type()), "pl.Tile[[16, 32], pl.FP32, pl.Mem.Mat]");
  // Into Left: the L0A layout differs from both implicit views and is kept.
  auto mat = TileVar("mat", {64, 64}, DataType::kFP16, MS::kMat);
  auto into_left = Make("tile.extract", {mat, MakeIndex(0), MakeIndex(0), List({16, 64})},
                        {{"target_memory", AttrValue::FromEnum(MS::kLeft)}});
  auto left = As<TileType>(into_left->type());
  ASSERT_TRUE(left && left->view());
  EXPECT_EQ(left->view()->blayout, TileLayout::kRowMajor);
  EXPECT_EQ(left->view()->slayout, TileLayout::kRowMajor);
}

TEST(TileOps, ScalarResultsAndPipes) {
  EXPECT_EQ(Golden(Make("tile.get_subblock_idx", {})->type()), "pl.Scalar[pl.INDEX]");
  // pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
  auto alloc = Make("tile.alloc",
                    {MakeConstInt(1, DataType::kInt64), MakeConstInt(32768, DataType::kInt64)});
  EXPECT_TRUE(IsA<PtrType>(alloc->type()));
  auto pop = Make("tile.tpop_from_aiv", {}, {{"split", AttrValue::Int(0)}});
  EXPECT_TRUE(IsA<UnknownType>(pop->type()));
  // pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='...', size=32768, base=-1)
  auto rb = Make("system.reserve_buffer", {},
                 {{"name", AttrValue::String("buf")},
                  {"size", AttrValue::Int(32768)},
                  {"base", AttrValue::Int(-1)}});
  EXPECT_EQ(Golden(rb->type()), "pl.Scalar[pl.INT32]");
}

// Ops of the reference's own tests (corpus 310-314): result shapes, dtypes and
// the checks their deducers make.
std::string ShapeAndDType(const TypePtr& type) {
  auto shaped = As<ShapedType>(type);
  if (!shaped) return TypeToString(type);
  return absl::StrCat(ShapeToString(shaped->shape()), " ", DataTypeName(shaped->dtype()));
}

TEST(TileOps, Sort32DoublesTheLastDimension) {
  // 312: pl.tile.sort32(s, i) -> pl.Tile[[1, 512], pl.FP32, pl.Mem.Vec]
  auto s = TileVar("s", {1, 256}, DataType::kFP32);
  auto i = TileVar("i", {1, 256}, DataType::kUInt32);
  auto call = Make("tile.sort32", {s, i});
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(ShapeAndDType(call->type()), "[1, 512] FP32");
  auto bad = MakeOpCall("tile.sort32", {i, i});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("FP16 or FP32"), std::string::npos);
}

TEST(TileOps, MrgsortFormat1AndGatherMask) {
  auto pairs = TileVar("pairs", {1, 512}, DataType::kFP32);
  auto merged = Make("tile.mrgsort_format1", {pairs, MakeConstInt(64, DataType::kInt32)});
  ASSERT_NE(merged, nullptr);
  EXPECT_EQ(ShapeAndDType(merged->type()), "[1, 512] FP32");
  auto bad = MakeOpCall("tile.mrgsort_format1", {pairs, MakeConstInt(48, DataType::kInt32)});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("positive multiple of 64"), std::string::npos);
  // 312: pl.tile.gather_mask(m, mask_pattern=2, output_dtype=pl.UINT32) -> [1, 256] UINT32
  auto vals = Make("tile.gather_mask", {pairs}, {{"mask_pattern", AttrValue::Int(1)}});
  EXPECT_EQ(ShapeAndDType(vals->type()), "[1, 256] FP32");
  auto idx = Make(
      "tile.gather_mask", {pairs},
      {{"mask_pattern", AttrValue::Int(2)}, {"output_dtype", AttrValue::DType(DataType::kUInt32)}});
  EXPECT_EQ(ShapeAndDType(idx->type()), "[1, 256] UINT32");
  auto quarter = Make("tile.gather_mask", {pairs}, {{"mask_pattern", AttrValue::Int(3)}});
  EXPECT_EQ(ShapeAndDType(quarter->type()), "[1, 128] FP32");
  auto narrow = MakeOpCall(
      "tile.gather_mask", {pairs},
      {{"mask_pattern", AttrValue::Int(1)}, {"output_dtype", AttrValue::DType(DataType::kFP16)}});
  ASSERT_FALSE(narrow.ok());
  EXPECT_NE(std::string(narrow.status().message()).find("same bit width"), std::string::npos);
}

TEST(TileOps, RandomChecksSeedsShapeAndRounds) {
  std::vector<ExprPtr> seeds;
  seeds.reserve(6);
  for (int k = 0; k < 6; ++k) seeds.push_back(MakeConstInt(k, DataType::kInt32));
  auto args = seeds;
  args.push_back(List({16, 64}));
  args.push_back(List({8, 32}));
  auto call = Make("tile.random", args);
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(ShapeAndDType(call->type()), "[16, 64] UINT32");
  EXPECT_EQ(KwargOrder(call), "");
  auto bad_rounds = MakeOpCall("tile.random", args, {{"rounds", AttrValue::Int(8)}});
  ASSERT_FALSE(bad_rounds.ok());
  EXPECT_NE(std::string(bad_rounds.status().message()).find("rounds to be 7 or 10"),
            std::string::npos);
  auto over = seeds;
  over.push_back(List({16, 64}));
  over.push_back(List({32, 32}));
  auto bad_valid = MakeOpCall("tile.random", over);
  ASSERT_FALSE(bad_valid.ok());
  EXPECT_NE(std::string(bad_valid.status().message()).find("must be in (0, shape dim 16]"),
            std::string::npos);
  auto index_seed = seeds;
  index_seed[0] = MakeIndex(1);
  index_seed.push_back(List({16, 64}));
  ASSERT_FALSE(MakeOpCall("tile.random", index_seed).ok());
}

TEST(TileOps, MscatterReturnsTheOutputTensor) {
  // 313: pl.mscatter(s, i, out) -> pl.Tensor[[256], pl.FP16]
  auto s = TileVar("s", {8, 16}, DataType::kFP16);
  auto i = TileVar("i", {8, 16}, DataType::kInt32);
  auto out = TensorVar("out", {256}, DataType::kFP16);
  auto call = Make("tile.mscatter", {s, i, out});
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(call->type(), out->type());
  auto wide = TensorVar("wide", {256}, DataType::kFP32);
  auto bad = MakeOpCall("tile.mscatter", {s, i, wide});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("to match src dtype"), std::string::npos);
}

TEST(TileOps, GemvIsTypedLikeMatmul) {
  // 314: pl.gemv(x_left, w_right) -> pl.Tile[[1, 64], pl.FP32, pl.Mem.Acc]
  auto l = TileVar("l", {1, 128}, DataType::kBF16, MS::kLeft);
  auto r = TileVar("r", {128, 64}, DataType::kBF16, MS::kRight);
  auto call = Make("tile.gemv", {l, r});
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(ShapeAndDType(call->type()), "[1, 64] FP32");
  auto acc = Make("tile.gemv_acc", {call, l, r});
  ASSERT_NE(acc, nullptr);
  EXPECT_EQ(ShapeAndDType(acc->type()), "[1, 64] FP32");
}

TEST(TileOps, SliceChecksRanksAndExtents) {
  auto t = TileVar("t", {32, 64}, DataType::kFP32);
  EXPECT_EQ(OpError("tile.slice", {t, List({16, 64}), List({0, 0})}), "");
  EXPECT_NE(
      OpError("tile.slice", {t, List({16, 64}), List({0})})
          .find("The operator tile.slice requires offset and shape to have the same rank, but got "
                "offset rank 1 and shape rank 2"),
      std::string::npos);
  EXPECT_NE(OpError("tile.slice", {t, List({0, 64}), List({0, 0})})
                .find("The operator tile.slice shape element 0 must be positive, got 0"),
            std::string::npos);
  EXPECT_NE(OpError("tile.slice", {t, ListOf({MakeIndex(16), IndexVar("n")}), List({0, 0})})
                .find("shape element 1 must be a compile-time constant"),
            std::string::npos);
}

TEST(TileOps, TransposeNeedsTwoAxes) {
  auto t = TileVar("t", {16, 32}, DataType::kFP32);
  EXPECT_EQ(OpError("tile.transpose", {t, MakeIndex(0), MakeIndex(1)}), "");
  EXPECT_NE(
      OpError("tile.transpose", {t, MakeIndex(0), MakeIndex(0)})
          .find("tile.transpose: axis1 and axis2 must be different, but got axis1=0, axis2=0"),
      std::string::npos);
  // Axes compare after normalisation.
  EXPECT_NE(OpError("tile.transpose", {t, MakeIndex(1), MakeIndex(-1)}).find("axis1=1, axis2=1"),
            std::string::npos);
}

TEST(TileOps, ReshapeSkipsTheCountCheckForNonPositiveProducts) {
  auto t = TileVar("t", {16, 64}, DataType::kFP32);
  EXPECT_EQ(OpError("tile.reshape", {t, List({0, 64})}), "");
  EXPECT_NE(OpError("tile.reshape", {t, List({16, 32})}), "");
}

TEST(TileOps, SetValidShapeChecksConstantExtents) {
  auto t = TileVar("t", {16, 64}, DataType::kFP32);
  EXPECT_EQ(OpError("tile.set_validshape", {t, MakeIndex(16), MakeIndex(64)}), "");
  EXPECT_NE(OpError("tile.set_validshape", {t, MakeIndex(17), MakeIndex(64)})
                .find("tile.set_validshape: valid_rows (17) exceeds tile bound 16"),
            std::string::npos);
  EXPECT_NE(OpError("tile.set_validshape", {t, MakeIndex(16), MakeIndex(65)})
                .find("valid_cols (65) exceeds tile bound 64"),
            std::string::npos);
  EXPECT_EQ(OpError("tile.set_validshape", {t, IndexVar("r"), MakeIndex(0)}), "");
}

}  // namespace
}  // namespace ptoc::ir::testing
