#include "compiler/ir/structural_equal.h"

#include <string>

#include "compiler/ir/structural_hash.h"
#include "compiler/ir/test_builders.h"
#include "gtest/gtest.h"

namespace ptoc::ir {
namespace {

using test::Assign;
using test::IndexT;
using test::MkCall;
using test::MkFunc;
using test::MkFuncCall;
using test::MkVar;
using test::Return;
using test::TensorT;
using test::TileT;
using test::Yield;

// Knobs of a small two-function program; each test flips one.
struct Knobs {
  std::string suffix;  // name hints (must not matter)
  int64_t offset = 0;
  DataType dtype = DataType::kFP32;
  std::string add_op = "tile.add";
  std::string target_memory = "Vec";
  int64_t dim = 64;
  MemorySpace space = MemorySpace::kVec;
  ForKind for_kind = ForKind::kSequential;
  double scale = 2.0;
  bool add_same_operand = false;
  std::string callee = "kernel";
  DataType trip_dtype = DataType::kIndex;
};

ProgramPtr Build(const Knobs& k) {
  const std::string& s = k.suffix;
  auto tensor = [&] { return TensorT({k.dim, 64}); };
  TypePtr tile = TileT({k.dim, 64}, k.dtype, k.space);
  VarPtr x = MkVar("x" + s, tensor());
  VarPtr y = MkVar("y" + s, tensor());
  Attrs mem{{"target_memory", AttrValue::Enum("Mem", k.target_memory)}};
  VarPtr t = MkVar("t" + s, tile);
  VarPtr t2 = MkVar("t2" + s, tile);
  auto load = MkCall("tile.load", {x, MakeIndexTuple({k.offset, 0}), MakeIndexTuple({k.dim, 64})},
                     tile, mem);
  auto load2 =
      MkCall("tile.load", {y, MakeIndexTuple({0, 0}), MakeIndexTuple({k.dim, 64})}, tile, mem);
  VarPtr u = MkVar("u" + s, tile);
  auto add = MkCall(k.add_op, {t, k.add_same_operand ? t : t2}, tile);

  VarPtr i = MkVar("i" + s, IndexT());
  auto acc = std::make_shared<IterArg>("acc" + s, tile, u);
  VarPtr v = MkVar("v" + s, tile);
  auto mul = MkCall("tile.muls", {acc, MakeConstFloat(k.scale)}, tile);
  VarPtr r = MkVar("r" + s, tile);
  auto loop = std::make_shared<ForStmt>(
      i, MakeIndex(0), MakeConstInt(4, k.trip_dtype), MakeIndex(1), std::vector<IterArgPtr>{acc},
      MakeSeq({Assign(v, mul), Yield({v})}), std::vector<VarPtr>{r}, k.for_kind);
  VarPtr out = MkVar("out" + s, tensor());
  auto store = MkCall("tile.store", {r, MakeIndexTuple({0, 0}), y}, tensor());
  auto kernel = MkFunc("kernel", FunctionType::kInCore, {x, y}, {tensor()},
                       MakeSeq({Assign(t, load), Assign(t2, load2), Assign(u, add), loop,
                                Assign(out, store), Return({out})}));

  VarPtr a = MkVar("a" + s, tensor());
  VarPtr b = MkVar("b" + s, tensor());
  VarPtr res = MkVar("res" + s, tensor());
  auto main = MkFunc("main", FunctionType::kOrchestration, {a, b}, {tensor()},
                     MakeSeq({Assign(res, MkFuncCall(k.callee, {a, b}, tensor())), Return({res})}));
  return std::make_shared<Program>("prog" + s, std::vector<FunctionPtr>{kernel, main});
}

// The mismatch message of two programs built from `left` and `right`.
std::string MismatchOf(const Knobs& left, const Knobs& right) {
  ProgramPtr a = Build(left);
  ProgramPtr b = Build(right);
  EXPECT_FALSE(StructuralEqual(a, b));
  auto m = FindStructuralMismatch(a, b);
  EXPECT_TRUE(m.has_value());
  return m.value_or("");
}

#define EXPECT_CONTAINS(haystack, needle)                          \
  EXPECT_NE(std::string(haystack).find(needle), std::string::npos) \
      << "expected to find \"" << (needle) << "\" in \"" << (haystack) << "\""

TEST(StructuralEqualTest, AlphaEquivalentProgramsAreEqualAndHashEqual) {
  Knobs ka;
  ka.suffix = "_a";
  Knobs kb;
  kb.suffix = "_other";
  ProgramPtr a = Build(ka);
  ProgramPtr b = Build(kb);
  EXPECT_TRUE(StructuralEqual(a, b));
  EXPECT_FALSE(FindStructuralMismatch(a, b).has_value());
  EXPECT_EQ(StructuralHash(a), StructuralHash(b));
  EXPECT_TRUE(StructuralEqual(a, a));
  EXPECT_TRUE(StructuralEqual(a->GetFunction("kernel"), b->GetFunction("kernel")));
  EXPECT_EQ(StructuralHash(a->GetFunction("kernel")), StructuralHash(b->GetFunction("kernel")));
}

TEST(StructuralEqualTest, DifferentConstantIsReportedWithPath) {
  Knobs k8;
  k8.offset = 8;
  EXPECT_EQ(MismatchOf(Knobs(), k8),
            "function kernel / body[0] / value / args[1] / elements[0]: ConstInt 0 vs 8");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k8)));
}

TEST(StructuralEqualTest, DifferentDtype) {
  Knobs k;
  k.dtype = DataType::kFP16;
  EXPECT_CONTAINS(MismatchOf(Knobs(), k), "dtype FP32 vs FP16");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
}

TEST(StructuralEqualTest, DifferentOpName) {
  Knobs k;
  k.add_op = "tile.sub";
  EXPECT_EQ(MismatchOf(Knobs(), k), "function kernel / body[2] / value: op tile.add vs tile.sub");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
}

TEST(StructuralEqualTest, DifferentKwarg) {
  Knobs k;
  k.target_memory = "Mat";
  EXPECT_EQ(MismatchOf(Knobs(), k),
            "function kernel / body[0] / value / kwargs / target_memory: Mem.Vec vs Mem.Mat");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
}

TEST(StructuralEqualTest, DifferentShape) {
  Knobs k;
  k.dim = 128;
  EXPECT_CONTAINS(MismatchOf(Knobs(), k), "shape[0]: ConstInt 64 vs 128");
}

TEST(StructuralEqualTest, DifferentMemorySpace) {
  Knobs k;
  k.space = MemorySpace::kMat;
  EXPECT_CONTAINS(MismatchOf(Knobs(), k), "memory space Vec vs Mat");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
}

TEST(StructuralEqualTest, DifferentLoopKind) {
  Knobs k;
  k.for_kind = ForKind::kParallel;
  EXPECT_EQ(MismatchOf(Knobs(), k), "function kernel / body[3]: for kind Sequential vs Parallel");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
}

TEST(StructuralEqualTest, DifferentFloatConstant) {
  Knobs k;
  k.scale = 2.5;
  EXPECT_CONTAINS(MismatchOf(Knobs(), k),
                  "body[3] / body[0] / value / args[1]: ConstFloat 2 vs 2.5");
}

TEST(StructuralEqualTest, DifferentCallee) {
  Knobs k;
  k.callee = "kernel2";
  EXPECT_CONTAINS(MismatchOf(Knobs(), k),
                  "function main / body[0] / value: function kernel vs kernel2");
}

TEST(StructuralEqualTest, Int64AndIndexConstantsAreInterchangeable) {
  Knobs k;
  k.trip_dtype = DataType::kInt64;
  EXPECT_TRUE(StructuralEqual(Build(Knobs()), Build(k)));
  EXPECT_EQ(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
  EXPECT_FALSE(
      StructuralEqual(MakeConstInt(4, DataType::kInt32), MakeConstInt(4, DataType::kInt64)));
}

TEST(StructuralEqualTest, UseMustReferToPairedVariable) {
  // kernel(x, y): u = tile.add(t, t2)  vs  tile.add(t, t).
  Knobs k;
  k.add_same_operand = true;
  std::string m = MismatchOf(Knobs(), k);
  EXPECT_CONTAINS(m, "function kernel / body[2] / value / args[1]: variable 't2'");
  EXPECT_NE(StructuralHash(Build(Knobs())), StructuralHash(Build(k)));
}

TEST(StructuralEqualTest, XPlusYIsNotXPlusX) {
  TypePtr i32 = ScalarType::Get(DataType::kInt32);
  auto make = [&](bool same) {
    VarPtr x = MkVar("x", i32);
    VarPtr y = MkVar("y", i32);
    auto sum = std::make_shared<BinaryExpr>(BinaryOp::kAdd, x, same ? x : y, DataType::kInt32);
    return MkFunc("f", FunctionType::kOpaque, {x, y}, {i32}, Return({sum}));
  };
  EXPECT_TRUE(StructuralEqual(make(false), make(false)));
  EXPECT_FALSE(StructuralEqual(make(false), make(true)));
  EXPECT_FALSE(StructuralEqual(make(true), make(false)));
  auto m = FindStructuralMismatch(make(false), make(true));
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "body / values[0] / rhs: variable 'y' is paired with 'y', not 'x'");
  EXPECT_NE(StructuralHash(make(false)), StructuralHash(make(true)));

  // The same with free variables: x pairs with x on first use, so y cannot
  // pair with it again.
  VarPtr x = MkVar("x", i32);
  VarPtr y = MkVar("y", i32);
  ExprPtr x_plus_y = std::make_shared<BinaryExpr>(BinaryOp::kAdd, x, y, DataType::kInt32);
  ExprPtr x_plus_x = std::make_shared<BinaryExpr>(BinaryOp::kAdd, x, x, DataType::kInt32);
  m = FindStructuralMismatch(x_plus_y, x_plus_x);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "rhs: variable 'x' (right) is paired with 'x', not 'y'");
  EXPECT_FALSE(StructuralEqual(x_plus_x, x_plus_y));
  EXPECT_NE(StructuralHash(x_plus_x), StructuralHash(x_plus_y));
}

TEST(StructuralEqualTest, FreeVariablesArePairedConsistently) {
  // Symbolic dims N, M are never defined: they pair on first encounter.
  auto make = [](bool square) {
    VarPtr n = MkVar("N", IndexT());
    VarPtr m = MkVar("M", IndexT());
    auto t = std::make_shared<TensorType>(std::vector<ExprPtr>{n, square ? n : m}, DataType::kFP32);
    auto t2 = std::make_shared<TensorType>(std::vector<ExprPtr>{m, n}, DataType::kFP32);
    VarPtr x = MkVar("x", t);
    VarPtr z = MkVar("z", t2);
    return MkFunc("f", FunctionType::kOpaque, {x, z}, {}, Return({}));
  };
  EXPECT_TRUE(StructuralEqual(make(false), make(false)));
  EXPECT_EQ(StructuralHash(make(false)), StructuralHash(make(false)));
  EXPECT_FALSE(StructuralEqual(make(false), make(true)));
  EXPECT_NE(StructuralHash(make(false)), StructuralHash(make(true)));
}

TEST(StructuralEqualTest, ReturnVarCountMismatch) {
  auto make = [](int n) {
    VarPtr c = MkVar("c", ScalarType::Get(DataType::kBool));
    std::vector<VarPtr> rvs;
    std::vector<ExprPtr> vals;
    for (int i = 0; i < n; ++i) {
      rvs.push_back(MkVar("r", IndexT()));
      vals.push_back(MakeIndex(i));
    }
    auto if_stmt = std::make_shared<IfStmt>(c, Yield(vals), Yield(vals), rvs);
    return MkFunc("f", FunctionType::kOpaque, {c}, {}, MakeSeq({if_stmt, Return({})}));
  };
  auto m = FindStructuralMismatch(make(1), make(2));
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "body[0]: return_vars count 1 vs 2");
  EXPECT_TRUE(StructuralEqual(make(2), make(2)));
}

TEST(StructuralEqualTest, MemRefIgnoredInTypesUnlessRequested) {
  auto make = [](int64_t second_offset, bool shared_base) {
    VarPtr base1 = MkVar("mem_vec_0", PtrType::Get());
    VarPtr base2 = MkVar("mem_vec_1", PtrType::Get());
    auto m1 = std::make_shared<MemRef>(base1, MakeIndex(0), 16384);
    auto m2 =
        std::make_shared<MemRef>(shared_base ? base1 : base2, MakeIndex(second_offset), 16384);
    VarPtr t1 = MkVar("t1", TileT({64, 64}, DataType::kFP32, MemorySpace::kVec, m1));
    VarPtr t2 = MkVar("t2", TileT({64, 64}, DataType::kFP32, MemorySpace::kVec, m2));
    auto alloc1 = MkCall("tile.alloc", {}, PtrType::Get());
    auto alloc2 = MkCall("tile.alloc", {}, PtrType::Get());
    auto f1 = MkCall("tile.full", {}, t1->type());
    auto f2 = MkCall("tile.full", {}, t2->type());
    return MkFunc("f", FunctionType::kInCore, {}, {},
                  MakeSeq({Assign(base1, alloc1), Assign(base2, alloc2), Assign(t1, f1),
                           Assign(t2, f2), Return({})}));
  };
  StructuralEqualOptions with_memrefs;
  with_memrefs.compare_memrefs = true;
  EXPECT_TRUE(StructuralEqual(make(0, false), make(16384, false)));
  EXPECT_EQ(StructuralHash(make(0, false)), StructuralHash(make(16384, false)));
  EXPECT_TRUE(StructuralEqual(make(16384, false), make(16384, false), with_memrefs));
  auto m = FindStructuralMismatch(make(0, false), make(16384, false), with_memrefs);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "body[3] / var / type of 't2' / memref / byte_offset: ConstInt 0 vs 16384");
  // Same offsets but a different base allocation.
  EXPECT_TRUE(StructuralEqual(make(0, true), make(0, false)));
  m = FindStructuralMismatch(make(0, true), make(0, false), with_memrefs);
  ASSERT_TRUE(m.has_value());
  EXPECT_CONTAINS(*m,
                  "memref / base: variable 'mem_vec_0' is paired with 'mem_vec_0', not "
                  "'mem_vec_1'");
}

TEST(StructuralEqualTest, ProgramsPairFunctionsByName) {
  ProgramPtr a = Build(Knobs());
  ProgramPtr b = Build(Knobs());
  auto renamed = a->GetFunction("kernel")->fields();
  renamed.name = "kernel_b";
  ProgramPtr c = std::make_shared<Program>(
      "p", std::vector<FunctionPtr>{std::make_shared<Function>(renamed), a->GetFunction("main")});
  auto m = FindStructuralMismatch(b, c);
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "function 'kernel' only in the left program");
  // A lone function compares without its name.
  EXPECT_TRUE(StructuralEqual(b->GetFunction("kernel"), c->GetFunction("kernel_b")));
  EXPECT_NE(StructuralHash(b), StructuralHash(c));
}

TEST(StructuralEqualTest, AttrValuesAreTyped) {
  TypePtr t = TileT({16, 16});
  auto call = [&](AttrValue v) { return MkCall("tile.foo", {}, t, Attrs{{"k", std::move(v)}}); };
  EXPECT_TRUE(StructuralEqual(call(AttrValue::Int(1)), call(AttrValue::Int(1))));
  EXPECT_FALSE(StructuralEqual(call(AttrValue::Int(1)), call(AttrValue::Bool(true))));
  EXPECT_FALSE(StructuralEqual(call(AttrValue::Int(1)), call(AttrValue::Int(2))));
  EXPECT_TRUE(StructuralEqual(call(AttrValue::FromExpr(MakeIndex(3))),
                              call(AttrValue::FromExpr(MakeIndex(3)))));
  EXPECT_FALSE(StructuralEqual(call(AttrValue::FromExpr(MakeIndex(3))),
                               call(AttrValue::FromExpr(MakeIndex(4)))));
  EXPECT_TRUE(StructuralEqual(call(AttrValue::List({AttrValue::Int(1), AttrValue::String("a")})),
                              call(AttrValue::List({AttrValue::Int(1), AttrValue::String("a")}))));
  EXPECT_FALSE(StructuralEqual(call(AttrValue::List({AttrValue::Int(1)})),
                               call(AttrValue::List({AttrValue::Int(1), AttrValue::Int(1)}))));
  auto m = FindStructuralMismatch(call(AttrValue::Int(1)), call(AttrValue::Bool(true)));
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "kwargs / k: value kind int vs bool");
  EXPECT_EQ(StructuralHash(call(AttrValue::String("a"))),
            StructuralHash(call(AttrValue::String("a"))));
  EXPECT_NE(StructuralHash(call(AttrValue::String("a"))),
            StructuralHash(call(AttrValue::String("b"))));
}

TEST(StructuralEqualTest, TypesCompareViewsAndIgnoreImplicitView) {
  auto explicit_implicit =
      std::make_shared<TileType>(test::Dims({16, 16}), DataType::kFP32, MemorySpace::kMat,
                                 ImplicitTileView(test::Dims({16, 16}), MemorySpace::kMat));
  auto plain = TileT({16, 16}, DataType::kFP32, MemorySpace::kMat);
  EXPECT_TRUE(StructuralEqual(TypePtr(explicit_implicit), plain));
  EXPECT_EQ(StructuralHash(TypePtr(explicit_implicit)), StructuralHash(plain));
  TileView padded = ImplicitTileView(test::Dims({16, 16}), MemorySpace::kMat);
  padded.pad = PadValue::kZero;
  auto with_pad =
      std::make_shared<TileType>(test::Dims({16, 16}), DataType::kFP32, MemorySpace::kMat, padded);
  auto m = FindStructuralMismatch(plain, TypePtr(with_pad));
  ASSERT_TRUE(m.has_value());
  EXPECT_EQ(*m, "pad null vs zero");
  EXPECT_FALSE(StructuralEqual(TileT({16, 16}), TileT({16, 16}, DataType::kFP32, std::nullopt)));
  TensorView tensor_pad;
  tensor_pad.pad = PadValue::kZero;
  TypePtr padded_tensor =
      std::make_shared<TensorType>(test::Dims({16, 16}), DataType::kFP32, tensor_pad);
  EXPECT_EQ(FindStructuralMismatch(TensorT({16, 16}), padded_tensor).value_or(""),
            "tensor pad null vs zero");
  // A valid_shape equal to the shape is the same as none.
  TensorView full_valid;
  full_valid.valid_shape = test::Dims({16, 16});
  full_valid.layout = TensorLayout::kDN;
  TensorView dn;
  dn.layout = TensorLayout::kDN;
  TypePtr t1 = std::make_shared<TensorType>(test::Dims({16, 16}), DataType::kFP32, full_valid);
  TypePtr t2 = std::make_shared<TensorType>(test::Dims({16, 16}), DataType::kFP32, dn);
  EXPECT_TRUE(StructuralEqual(t1, t2));
  EXPECT_EQ(StructuralHash(t1), StructuralHash(t2));
  EXPECT_FALSE(StructuralEqual(t1, TensorT({16, 16})));
  EXPECT_FALSE(StructuralEqual(TileT({16, 16}), TensorT({16, 16})));
}

TEST(StructuralEqualTest, NestedLoopVarDtypeInt64MatchesIndex) {
  auto make = [](DataType dt) {
    VarPtr i = MkVar("i", ScalarType::Get(dt));
    auto loop =
        std::make_shared<ForStmt>(i, MakeIndex(0), MakeIndex(4), MakeIndex(1),
                                  std::vector<IterArgPtr>{}, Return({}), std::vector<VarPtr>{});
    return MkFunc("f", FunctionType::kOpaque, {}, {}, loop);
  };
  EXPECT_TRUE(StructuralEqual(make(DataType::kIndex), make(DataType::kInt64)));
  EXPECT_EQ(StructuralHash(make(DataType::kIndex)), StructuralHash(make(DataType::kInt64)));
  EXPECT_FALSE(StructuralEqual(make(DataType::kIndex), make(DataType::kInt32)));
}

TEST(StructuralEqualTest, LargeSequenceIsLinear) {
  // 20k chained assignments compare and hash quickly (no quadratic paths).
  auto make = [] {
    TypePtr i32 = ScalarType::Get(DataType::kInt32);
    std::vector<StmtPtr> stmts;
    VarPtr prev = MkVar("p", i32);
    std::vector<VarPtr> params{prev};
    for (int i = 0; i < 20000; ++i) {
      VarPtr next = MkVar("v", i32);
      stmts.push_back(Assign(
          next, std::make_shared<BinaryExpr>(BinaryOp::kAdd, prev,
                                             MakeConstInt(i, DataType::kInt32), DataType::kInt32)));
      prev = next;
    }
    stmts.push_back(Return({prev}));
    return MkFunc("f", FunctionType::kOpaque, params, {i32}, MakeSeq(std::move(stmts)));
  };
  FunctionPtr a = make();
  FunctionPtr b = make();
  EXPECT_TRUE(StructuralEqual(a, b));
  EXPECT_EQ(StructuralHash(a), StructuralHash(b));
}

}  // namespace
}  // namespace ptoc::ir
