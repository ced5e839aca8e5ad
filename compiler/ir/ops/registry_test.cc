// Registry behaviour: error reporting (arity, kwargs, kinds, shapes) with the
// call's span, and the memory/aliasing metadata passes rely on.
#include "compiler/ir/ops/test_util.h"

namespace ptoc::ir::testing {
namespace {

Span At(int line, int col) {
  Span span;
  span.file = std::make_shared<const std::string>("k.py");
  span.begin_line = line;
  span.begin_col = col;
  return span;
}

TEST(Registry, CoversCorpusOps) {
  for (const char* name : {"tile.load",
                           "tile.alloc",
                           "tile.store",
                           "tensor.create",
                           "tile.add",
                           "tile.move",
                           "tile.muls",
                           "tile.reshape",
                           "tile.mul",
                           "tensor.assemble",
                           "tile.adds",
                           "tile.cast",
                           "tile.create",
                           "tile.matmul",
                           "tile.exp",
                           "tile.row_sum",
                           "tile.maximums",
                           "tile.row_expand_div",
                           "tile.minimums",
                           "tile.maximum",
                           "tile.abs",
                           "tile.sqrt",
                           "tile.row_max",
                           "tensor.slice",
                           "tile.col_max",
                           "tile.sub",
                           "tile.row_expand_sub",
                           "tile.neg",
                           "tile.matmul_acc",
                           "tile.col_expand_mul",
                           "tile.full",
                           "tile.col_sum",
                           "tile.col_expand_div",
                           "tile.col_expand_add",
                           "tile.recip",
                           "tile.tpush_to_aic",
                           "tile.row_expand_expdif",
                           "tile.relu",
                           "tile.minimum",
                           "tile.log",
                           "tile.col_expand_sub",
                           "tensor.mul",
                           "tensor.cast",
                           "tile.tpop_from_aiv",
                           "system.tfree_to_aiv",
                           "system.reserve_buffer",
                           "system.import_peer_buffer",
                           "system.aiv_initialize_pipe",
                           "system.aic_initialize_pipe",
                           "tensor.matmul",
                           "tensor.exp",
                           "tensor.add",
                           "tile.rsqrt",
                           "tile.row_expand_mul",
                           "tile.get_subblock_idx",
                           "tensor.row_sum",
                           "tensor.muls",
                           "tensor.adds",
                           "tensor.sub",
                           "tensor.sqrt",
                           "tensor.rsqrt",
                           "tensor.row_max",
                           "tensor.row_expand_sub",
                           "tensor.row_expand_mul",
                           "tensor.row_expand_div",
                           "tensor.recip",
                           "tensor.neg",
                           "tensor.matmul_acc",
                           "tensor.col_expand_mul",
                           "tensor.dim"}) {
    EXPECT_NE(OpRegistry::Global().Find(name), nullptr) << name;
    EXPECT_NE(OpRegistry::Global().GetOp(name), nullptr) << name;
  }
  EXPECT_EQ(OpRegistry::Global().Find("tile.nonexistent"), nullptr);
}

TEST(Registry, TileOpGivenTensor) {
  auto l = TileVar("l", {64, 128}, DataType::kFP32);
  auto r = TensorVar("r", {64, 128}, DataType::kFP32);
  auto result = MakeOpCall("tile.add", {l, r}, {}, At(7, 12));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(result.status().message(),
            "k.py:7:12: ValueError: The operator tile.add requires second argument to be a "
            "TileType, but got TensorType (argument 2 (rhs): Tensor[[64, 128], FP32])");
}

TEST(Registry, WrongArity) {
  auto l = TileVar("l", {64, 128}, DataType::kFP32);
  auto result = MakeOpCall("tile.add", {l}, {}, At(3, 5));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  // The reference's wording (its tile_ops/elementwise.cpp and memory.cpp).
  EXPECT_EQ(result.status().message(),
            "k.py:3:5: The operator tile.add requires exactly 2 arguments, but got 1");
  auto too_many = MakeOpCall("tile.exp", {l, l}, {}, At(4, 1));
  ASSERT_FALSE(too_many.ok());
  EXPECT_NE(too_many.status().message().find("4:1"), std::string::npos);
  auto store = MakeOpCall("tile.store", {l, l, l, l, l}, {}, At(5, 2));
  ASSERT_FALSE(store.ok());
  EXPECT_EQ(store.status().message(),
            "k.py:5:2: The operator tile.store requires 3 or 4 arguments (tile, offsets, "
            "output_tensor[, shapes]), but got 5");
}

TEST(Registry, UnknownKwargAndUnknownOp) {
  auto l = TileVar("l", {64, 128}, DataType::kFP32);
  auto result = MakeOpCall("tile.exp", {l}, {{"fast", AttrValue::Bool(true)}}, At(9, 2));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(result.status().message(), "k.py:9:2: tile.exp: unknown keyword argument 'fast'");
  auto unknown = MakeOpCall("tile.frobnicate", {l}, {}, At(1, 1));
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.status().message(), "k.py:1:1: unknown operator 'tile.frobnicate'");
  // Wrongly typed kwarg.
  auto bad_kind = MakeOpCall("tile.cast", {l}, {{"target_type", AttrValue::Int(3)}}, At(2, 4));
  ASSERT_FALSE(bad_kind.ok());
  EXPECT_NE(bad_kind.status().message().find("'target_type' must be a data type"),
            std::string::npos);
  EXPECT_THROW(MakeOpCallOrThrow("tile.exp", {}, {}, At(1, 1)), CompileError);
}

TEST(Registry, MismatchedShapes) {
  auto l = TileVar("l", {64, 128}, DataType::kFP32);
  auto r = TileVar("r", {32, 128}, DataType::kFP32);
  auto result = MakeOpCall("tile.add", {l, r}, {}, At(5, 9));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().message(),
            "k.py:5:9: The operator tile.add requires compatible shapes, but got [64, 128] and "
            "[32, 128]");
}

TEST(Registry, Metadata) {
  const auto& reg = OpRegistry::Global();
  EXPECT_EQ(reg.Find("tile.store")->output_reuses_input, std::optional<int>(2));
  EXPECT_EQ(reg.Find("tile.matmul_acc")->output_reuses_input, std::optional<int>(0));
  EXPECT_EQ(reg.Find("tensor.assemble")->output_reuses_input, std::optional<int>(0));
  EXPECT_FALSE(reg.Find("tile.move")->not_inplace_safe);
  EXPECT_TRUE(reg.Find("tile.recip")->not_inplace_safe);
  EXPECT_TRUE(reg.Find("tile.row_max")->not_inplace_safe);
  EXPECT_FALSE(reg.Find("tile.add")->not_inplace_safe);
  // TFMOD/TFMODS clobber src0 before its last read.
  EXPECT_TRUE(reg.Find("tile.fmod")->not_inplace_safe);
  EXPECT_TRUE(reg.Find("tile.fmods")->not_inplace_safe);
  EXPECT_FALSE(reg.Find("tile.part_add")->not_inplace_safe);
  EXPECT_EQ(reg.Find("tile.rems")->input_memory.count(1), 0u);
  EXPECT_EQ(reg.Find("tile.load")->output_memory, OutputMemoryRule::kFromKwarg);
  EXPECT_FALSE(reg.Find("tile.load")->fixed_output_memory.has_value());
  EXPECT_EQ(reg.Find("tile.move")->fixed_output_memory,
            std::optional<MemorySpace>(MemorySpace::kVec));
  EXPECT_EQ(reg.Find("tile.matmul")->output_memory, OutputMemoryRule::kFixed);
  EXPECT_EQ(reg.Find("tile.matmul")->fixed_output_memory,
            std::optional<MemorySpace>(MemorySpace::kAcc));
  EXPECT_EQ(reg.Find("tile.matmul")->input_memory.at(0),
            std::vector<MemorySpace>{MemorySpace::kLeft});
  EXPECT_EQ(reg.Find("tile.reshape")->output_memory, OutputMemoryRule::kInheritInput);
  EXPECT_TRUE(reg.Find("tile.reshape")->is_view);
  EXPECT_EQ(reg.Find("tile.sel")->forbid_output_alias, (std::vector<int>{0, 3}));
  EXPECT_EQ(reg.Find("tile.row_expand_div")->forbid_output_alias, (std::vector<int>{1}));
  EXPECT_EQ(reg.Find("tile.store")->input_memory.at(0),
            (std::vector<MemorySpace>{MemorySpace::kVec, MemorySpace::kAcc}));
  EXPECT_EQ(reg.Find("tile.tpush_to_aic")->affinity, CoreAffinity::kVector);
  EXPECT_EQ(reg.Find("tile.tpop_from_aiv")->affinity, CoreAffinity::kCube);
  EXPECT_EQ(reg.Find("tile.store")->arg_effects.at(2), ArgEffect::kWrite);
  EXPECT_EQ(reg.Find("tile.cast")->kwarg_names, (std::vector<std::string>{"target_type", "mode"}));
}

// As in the reference, a pipe push does not check what it pushes (its
// result is untyped either way).
TEST(Registry, PipePushTakesAnyValue) {
  for (const char* name : {"tile.tpush_to_aic", "tile.tpush_to_aiv"}) {
    auto tensor = TensorVar("b", {16, 16}, DataType::kFP32);
    auto result = MakeOpCall(name, {tensor}, {{"split", AttrValue::Int(0)}}, At(3, 4));
    ASSERT_TRUE(result.ok()) << name << ": " << result.status();
    EXPECT_TRUE(IsA<UnknownType>((*result)->type())) << name;
  }
}

TEST(Registry, RebuildKeepsAttrsAndRededuces) {
  auto t = TileVar("t", {16, 16}, DataType::kFP32);
  auto call = Make("tile.exp", {t});
  auto call_with_attrs = std::make_shared<Call>(call->op(), call->args(), call->kwargs(),
                                                Attrs{{"k", AttrValue::Bool(true)}}, call->type());
  auto u = TileVar("u", {8, 16}, DataType::kFP16);
  auto rebuilt = RebuildOpCall(call_with_attrs, {u}, {});
  EXPECT_EQ(Golden(rebuilt->type()), "pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec]");
  EXPECT_TRUE(rebuilt->attrs().Has("k"));
  EXPECT_EQ(rebuilt->op(), call->op());
}

}  // namespace
}  // namespace ptoc::ir::testing
