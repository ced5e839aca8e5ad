// Regression tests for printed forms the parser used to reject or misread:
// every scalar BinaryExpr/UnaryExpr kind as the printer spells it (`pl.min`,
// `xor`, `**`, `abs(a)`, `pl.cast`, ...), enum-valued op kwargs (`atomic=pl.AtomicType.Add`,
// `pipe=pl.PipeType.MTE2`, `target_memory=pl.Mem.Mat`, ...) and the types of
// unannotated multi-value loop results.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/text/roundtrip_check.h"

namespace ptoc::text {
namespace {

using ir::BinaryOp;
using ir::DataType;
using ir::ExprPtr;
using ir::UnaryOp;

ExprPtr Bin(BinaryOp op, ExprPtr a, ExprPtr b, DataType dt) {
  return std::make_shared<ir::BinaryExpr>(op, std::move(a), std::move(b), dt);
}

ExprPtr Un(UnaryOp op, ExprPtr a, DataType dt) {
  return std::make_shared<ir::UnaryExpr>(op, std::move(a), dt);
}

// Whether `e` holds arithmetic or a comparison on bool operands, which the
// reference's front end rejects and so does ours: such IR prints but does
// not parse.
bool HasUnreadableOperator(const ExprPtr& e) {
  if (auto b = ir::As<ir::BinaryExpr>(e)) {
    switch (b->op()) {
      case BinaryOp::kAnd:
      case BinaryOp::kOr:
      case BinaryOp::kXor:
        break;
      default:
        if (ir::ScalarDataType(b->lhs()) == DataType::kBool ||
            ir::ScalarDataType(b->rhs()) == DataType::kBool) {
          return true;
        }
    }
    return HasUnreadableOperator(b->lhs()) || HasUnreadableOperator(b->rhs());
  }
  if (auto u = ir::As<ir::UnaryExpr>(e)) {
    return HasUnreadableOperator(u->operand());
  }
  return false;
}

TEST(ScalarExprRoundTripTest, EveryBinaryAndUnaryKind) {
  auto scalar = [](DataType dt) { return ir::ScalarType::Get(dt); };
  auto a = std::make_shared<ir::Var>("a", scalar(DataType::kIndex));
  auto b = std::make_shared<ir::Var>("b", scalar(DataType::kIndex));
  auto p = std::make_shared<ir::Var>("p", scalar(DataType::kBool));
  auto q = std::make_shared<ir::Var>("q", scalar(DataType::kBool));
  auto x = std::make_shared<ir::Var>("x", scalar(DataType::kFP32));
  const DataType I = DataType::kIndex, B = DataType::kBool, F = DataType::kFP32;

  std::vector<ExprPtr> exprs;
  std::vector<ExprPtr> print_only;
  // Every BinaryOp kind once, with the dtype the parser deduces.
  for (BinaryOp op :
       {BinaryOp::kAdd, BinaryOp::kSub, BinaryOp::kMul, BinaryOp::kFloorDiv, BinaryOp::kFloorMod,
        BinaryOp::kMin, BinaryOp::kMax, BinaryOp::kPow, BinaryOp::kBitAnd, BinaryOp::kBitOr,
        BinaryOp::kBitXor, BinaryOp::kBitShiftLeft, BinaryOp::kBitShiftRight}) {
    exprs.push_back(Bin(op, a, b, I));
  }
  exprs.push_back(Bin(BinaryOp::kFloatDiv, x, x, F));
  for (BinaryOp op :
       {BinaryOp::kEq, BinaryOp::kNe, BinaryOp::kLt, BinaryOp::kLe, BinaryOp::kGt, BinaryOp::kGe}) {
    exprs.push_back(Bin(op, a, b, B));
  }
  for (BinaryOp op : {BinaryOp::kAnd, BinaryOp::kOr, BinaryOp::kXor}) {
    exprs.push_back(Bin(op, p, q, B));
  }
  // Every UnaryOp kind once.
  exprs.push_back(Un(UnaryOp::kAbs, a, I));
  exprs.push_back(Un(UnaryOp::kNeg, a, I));
  exprs.push_back(Un(UnaryOp::kNot, p, B));
  exprs.push_back(Un(UnaryOp::kBitNot, a, I));
  exprs.push_back(Un(UnaryOp::kCast, a, DataType::kInt32));
  exprs.push_back(Un(UnaryOp::kCast, x, DataType::kInt32));
  // Precedence and associativity corners.
  auto sum = Bin(BinaryOp::kAdd, a, b, I);
  auto pw = Bin(BinaryOp::kPow, a, b, I);
  auto lt = Bin(BinaryOp::kLt, a, b, B);
  exprs.push_back(Bin(BinaryOp::kSub, a, Bin(BinaryOp::kSub, a, b, I), I));
  exprs.push_back(Bin(BinaryOp::kSub, Bin(BinaryOp::kSub, a, b, I), a, I));
  exprs.push_back(Bin(BinaryOp::kMul, sum, Bin(BinaryOp::kSub, a, b, I), I));
  exprs.push_back(Bin(BinaryOp::kFloorDiv, a, Bin(BinaryOp::kMul, a, b, I), I));
  exprs.push_back(Bin(BinaryOp::kPow, pw, a, I));
  exprs.push_back(Bin(BinaryOp::kPow, a, pw, I));
  exprs.push_back(Bin(BinaryOp::kPow, Un(UnaryOp::kNeg, a, I), b, I));
  exprs.push_back(Bin(BinaryOp::kPow, ir::MakeIndex(-2), a, I));
  exprs.push_back(Un(UnaryOp::kNeg, pw, I));
  exprs.push_back(Un(UnaryOp::kNeg, sum, I));
  exprs.push_back(Un(UnaryOp::kNeg, Un(UnaryOp::kNeg, a, I), I));
  exprs.push_back(Un(UnaryOp::kBitNot, Bin(BinaryOp::kBitAnd, a, b, I), I));
  exprs.push_back(Un(UnaryOp::kBitNot, Un(UnaryOp::kBitNot, a, I), I));
  exprs.push_back(Un(UnaryOp::kNot, Bin(BinaryOp::kAnd, p, q, B), B));
  exprs.push_back(Un(UnaryOp::kNot, Un(UnaryOp::kNot, p, B), B));
  exprs.push_back(Un(UnaryOp::kNot, Bin(BinaryOp::kEq, a, b, B), B));
  exprs.push_back(Bin(BinaryOp::kEq, Un(UnaryOp::kNot, p, B), q, B));
  exprs.push_back(
      Bin(BinaryOp::kAnd, Bin(BinaryOp::kOr, p, q, B), Bin(BinaryOp::kXor, p, q, B), B));
  exprs.push_back(Bin(BinaryOp::kXor, Bin(BinaryOp::kOr, p, q, B), q, B));
  exprs.push_back(Bin(BinaryOp::kXor, p, Bin(BinaryOp::kAnd, p, q, B), B));
  exprs.push_back(Bin(BinaryOp::kXor, Bin(BinaryOp::kXor, p, q, B), p, B));
  exprs.push_back(
      Bin(BinaryOp::kOr, Bin(BinaryOp::kXor, p, q, B), Bin(BinaryOp::kAnd, p, q, B), B));
  exprs.push_back(Bin(BinaryOp::kLt, lt, Bin(BinaryOp::kEq, a, b, B), B));
  exprs.push_back(Bin(BinaryOp::kNe, p, lt, B));
  exprs.push_back(
      Bin(BinaryOp::kBitAnd, Bin(BinaryOp::kBitOr, a, b, I), Bin(BinaryOp::kBitXor, a, b, I), I));
  exprs.push_back(Bin(BinaryOp::kBitShiftLeft, sum, Bin(BinaryOp::kBitShiftRight, a, b, I), I));
  exprs.push_back(Bin(BinaryOp::kMin, sum, Bin(BinaryOp::kMax, a, b, I), I));
  exprs.push_back(Bin(BinaryOp::kAdd, Bin(BinaryOp::kMin, a, b, I),
                      Un(UnaryOp::kAbs, Bin(BinaryOp::kSub, a, b, I), I), I));
  exprs.push_back(Un(UnaryOp::kCast, sum, DataType::kInt32));
  exprs.push_back(Bin(BinaryOp::kMul, x, Un(UnaryOp::kCast, a, F), F));
  exprs.push_back(Bin(BinaryOp::kAdd, ir::MakeIndex(2), ir::MakeIndex(3), I));
  exprs.push_back(Bin(BinaryOp::kAdd, a, ir::MakeIndex(-3), I));

  // Bool-operand arithmetic and comparisons print but are not read back.
  std::vector<ExprPtr> readable;
  for (const ExprPtr& e : exprs) {
    (HasUnreadableOperator(e) ? print_only : readable).push_back(e);
  }
  exprs = std::move(readable);

  auto make_program = [&](const std::vector<ExprPtr>& values) {
    std::vector<ir::StmtPtr> body;
    for (size_t i = 0; i < values.size(); ++i) {
      auto v = std::make_shared<ir::Var>(absl::StrCat("v", i), values[i]->type());
      body.push_back(std::make_shared<ir::AssignStmt>(v, values[i]));
    }
    body.push_back(std::make_shared<ir::ReturnStmt>(std::vector<ExprPtr>{a}));
    ir::Function::Fields f;
    f.name = "f";
    f.params = {a, b, p, q, x};
    f.return_types = {scalar(I)};
    f.body = ir::MakeSeq(std::move(body));
    return std::make_shared<ir::Program>(
        "P", std::vector<ir::FunctionPtr>{std::make_shared<ir::Function>(std::move(f))});
  };

  std::string text = ExpectRoundTrip(make_program(exprs));
  // The reference's spellings of the function-style and non-Python forms.
  for (const char* spelling :
       {"pl.min(a, b)", "pl.max(a, b)", "pl.cast(a, pl.INT32)", "not not p", "~~a", "--a", "abs(a)",
        "p xor q", "a ** a ** b", "(a ** b) ** a", "(-a) ** b", "a & b", "a | b"}) {
    EXPECT_TRUE(absl::StrContains(text, spelling)) << spelling << "\n" << text;
  }
  const std::string unreadable = PrintProgram(make_program(print_only));
  for (const char* spelling : {"(a < b) < (a == b)"}) {
    EXPECT_TRUE(absl::StrContains(unreadable, spelling)) << spelling << "\n" << unreadable;
  }
  EXPECT_FALSE(ParseProgram(unreadable).ok());
}

TEST(ScalarExprRoundTripTest, HandWrittenSpellings) {
  auto program = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], p: pl.Scalar[pl.BOOL]) -> pl.Scalar[pl.INDEX]:
        m: pl.Scalar[pl.INDEX] = pl.min(a, 3)
        n: pl.Scalar[pl.INDEX] = pl.max(m, b)
        o: pl.Scalar[pl.INDEX] = -n
        c: pl.Scalar[pl.INT32] = pl.cast(o, pl.INT32, mode='round')
        d: pl.Scalar[pl.INT32] = pl.cast(o, target_type=pl.INT32)
        e: pl.Scalar[pl.BOOL] = p or a < b
        xor: pl.Scalar[pl.INDEX] = pl.min(a, pl.max(b, 1))
        return xor
)");
  ASSERT_NE(program, nullptr);
  auto body = ir::StmtList(program->GetFunction("f")->body());
  ASSERT_EQ(body.size(), 8u);
  auto value = [&](size_t i) { return ir::As<ir::AssignStmt>(body[i])->value(); };
  ASSERT_NE(ir::As<ir::BinaryExpr>(value(0)), nullptr);
  EXPECT_EQ(ir::As<ir::BinaryExpr>(value(0))->op(), BinaryOp::kMin);
  EXPECT_EQ(ir::As<ir::BinaryExpr>(value(1))->op(), BinaryOp::kMax);
  ASSERT_NE(ir::As<ir::UnaryExpr>(value(2)), nullptr);
  EXPECT_EQ(ir::As<ir::UnaryExpr>(value(2))->op(), UnaryOp::kNeg);
  EXPECT_EQ(ir::As<ir::UnaryExpr>(value(3))->op(), UnaryOp::kCast);
  EXPECT_EQ(ir::As<ir::UnaryExpr>(value(4))->op(), UnaryOp::kCast);
  auto x = ir::As<ir::BinaryExpr>(value(5));
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->op(), BinaryOp::kOr);
  EXPECT_EQ(ir::As<ir::BinaryExpr>(x->rhs())->op(), BinaryOp::kLt);
  ExpectRoundTrip(program);

  // A scalar cast has no other rounding modes; tensor ops keep their names.
  auto bad = ParseProgram(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, a: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INT32]:
        c: pl.Scalar[pl.INT32] = pl.cast(a, pl.INT32, mode='floor')
        return c
)");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StrContains(bad.status().message(), "mode='round'")) << bad.status();
}

TEST(ScalarExprRoundTripTest, TensorAbsStaysAnOp) {
  auto program = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, t: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Tensor[[16], pl.FP32] = pl.abs(t)
        return r
)");
  ASSERT_NE(program, nullptr);
  auto body = ir::StmtList(program->GetFunction("f")->body());
  auto call = ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[0])->value());
  ASSERT_NE(call, nullptr);
  EXPECT_EQ(call->callee_name(), "tensor.abs");
}

// A string keyword holding the printer's quote or a backslash is escaped,
// so the print reads back to the same string (the reference writes these
// strings raw, which does not read back; the text is the same otherwise).
TEST(StringKwargRoundTripTest, QuoteAndBackslashAreEscaped) {
  auto program = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        a = pl.reserve_buffer(name="it's\\here", size=4096, base=pl.AUTO)
        b = pl.reserve_buffer(name="plain", size=4096, base=pl.AUTO)
        return x
)");
  ASSERT_NE(program, nullptr);
  const std::string text = ExpectRoundTrip(program);
  EXPECT_TRUE(absl::StrContains(text, R"(name='it\'s\\here')")) << text;
  EXPECT_TRUE(absl::StrContains(text, "name='plain'")) << text;
  auto body = ir::StmtList(program->GetFunction("k")->body());
  auto call = ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[0])->value());
  ASSERT_NE(call, nullptr);
  const ir::AttrValue* name = nullptr;
  for (const auto& [key, v] : call->kwargs()) {
    if (key == "name") name = &v;
  }
  ASSERT_NE(name, nullptr);
  EXPECT_EQ(name->AsString(), "it's\\here");
}

// Op kwargs whose printed value is `pl.<Enum>.<member>`. `atomic` and the
// pipe kwargs are ints in the IR (as in the reference); the others are enum
// attributes.
TEST(EnumKwargRoundTripTest, EveryEnumValuedKwarg) {
  auto program = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], y: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 16], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.MemorySpace.Mat)
        u: pl.Tile[[16, 16], pl.FP32] = pl.tile.move(t, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        c: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        f: pl.Tile[[16, 16], pl.FP32] = pl.tile.fillpad(u, pad_value=pl.PadValue.max)
        pl.system.sync_src(set_pipe=pl.PipeType.MTE2, wait_pipe=pl.PipeType.V, event_id=0)
        pl.system.sync_dst(set_pipe=pl.PipeType.MTE3, wait_pipe=pl.PipeType.FIX, event_id=1)
        pl.system.sync_set(pipe=pl.PipeType.M, event_id=2)
        pl.system.sync_wait(pipe=pl.PipeType.ALL, event_id=2)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(f, [0, 0], y, atomic=pl.AtomicType.Add)
        s2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], s, atomic=pl.AtomicType.None_)
        return s2

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[32, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[32, 16], pl.FP32]:
        d: pl.Tensor[[32, 16], pl.FP32] = pl.tensor.create([32, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        e: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.slice(a, [16, 16], [0, 0], pad_value=pl.PadValue.zero)
        g: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.fillpad(e, pad_value=pl.PadValue.min)
        h: pl.Tensor[[32, 16], pl.FP32] = pl.tensor.assemble(d, g, [0, 0], atomic=pl.AtomicType.Add)
        i: pl.Tensor[[32, 16], pl.FP32] = pl.tensor.assemble(h, b, [16, 0], atomic=pl.AtomicType.None_)
        return i
)");
  ASSERT_NE(program, nullptr);
  // The stored kinds.
  int int_kwargs = 0, enum_kwargs = 0;
  for (const auto& fn : program->functions()) {
    for (const auto& stmt : ir::StmtList(fn->body())) {
      ExprPtr value;
      if (auto assign = ir::As<ir::AssignStmt>(stmt)) value = assign->value();
      if (auto eval = ir::As<ir::EvalStmt>(stmt)) value = eval->expr();
      auto call = ir::As<ir::Call>(value);
      if (!call) continue;
      for (const auto& [key, v] : call->kwargs()) {
        if (key == "atomic" || absl::StrContains(key, "pipe")) {
          EXPECT_EQ(v.kind(), ir::AttrValue::Kind::kInt) << call->callee_name() << " " << key;
          ++int_kwargs;
        } else if (v.kind() == ir::AttrValue::Kind::kEnum) {
          ++enum_kwargs;
        }
      }
    }
  }
  // `atomic=pl.AtomicType.None_` is the default and, as in the reference,
  // is not kept (nor printed): 2 atomic + 6 pipe kwargs remain.
  EXPECT_EQ(int_kwargs, 8);
  EXPECT_GE(enum_kwargs, 9);
  std::string text = ExpectRoundTrip(program);
  for (const char* spelling :
       {"atomic=pl.AtomicType.Add", "set_pipe=pl.PipeType.MTE2", "wait_pipe=pl.PipeType.V",
        "set_pipe=pl.PipeType.MTE3", "wait_pipe=pl.PipeType.FIX", "pipe=pl.PipeType.M,",
        "pipe=pl.PipeType.ALL", "target_memory=pl.Mem.Mat", "blayout=pl.TileLayout.row_major",
        "slayout=pl.TileLayout.none_box", "pad_value=pl.PadValue.max", "pad_value=pl.PadValue.zero",
        "pad_value=pl.PadValue.min", "layout=pl.TensorLayout.ND"}) {
    EXPECT_TRUE(absl::StrContains(text, spelling)) << spelling << "\n" << text;
  }
  EXPECT_FALSE(absl::StrContains(text, "AtomicType.None_")) << text;
}

TEST(EnumKwargRoundTripTest, WrongEnumIsALocatedUserError) {
  const std::string head = R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[32, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[32, 16], pl.FP32]:
)";
  for (const auto& [line, fragment] : std::vector<std::pair<std::string, std::string>>{
           {"        h = pl.tensor.assemble(a, b, [0, 0], atomic=pl.PipeType.V)\n",
            "must be a pl.AtomicType value"},
           {"        h = pl.tensor.assemble(a, b, [0, 0], atomic=pl.AtomicType.Mul)\n",
            "unknown AtomicType member 'Mul'"},
           {"        h = pl.tensor.assemble(a, b, [0, 0], atomic=2)\n", "atomic must be 0"},
           {"        pl.system.sync_set(pipe=pl.PipeType.XYZ, event_id=0)\n        h = a\n",
            "unknown PipeType member"},
       }) {
    ParseOptions options;
    options.filename = "t.py";
    auto r = ParseProgram(head + line + "        return h\n", options);
    ASSERT_FALSE(r.ok()) << line;
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument) << r.status();
    EXPECT_TRUE(absl::StartsWith(r.status().message(), "t.py:6:")) << r.status();
    EXPECT_TRUE(absl::StrContains(r.status().message(), fragment)) << r.status();
  }
}

// `a, b = pl.yield_(x, y)` carries no types. Tile results of a for loop take
// their iter_arg's memref (InitMemRef's rule, which every annotated result in
// the reference dumps follows), not the yielded value's.
TEST(YieldResultTypeTest, MultiResultForLoopTilesShareIterArgMemRef) {
  auto program = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i, (a, b) in pl.range(4, init_values=(a0, b0)):
            s: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(a, b)
            a_out, b_out = pl.yield_(s, b)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(a_out, [0, 0], out)
        return r
)");
  ASSERT_NE(program, nullptr);
  auto body = ir::StmtList(program->GetFunction("k")->body());
  ir::ForStmtPtr loop;
  for (const auto& s : body) {
    if (auto f = ir::As<ir::ForStmt>(s)) loop = f;
  }
  ASSERT_NE(loop, nullptr);
  ASSERT_EQ(loop->return_vars().size(), 2u);
  for (size_t i = 0; i < 2; ++i) {
    auto rv = ir::As<ir::TileType>(loop->return_vars()[i]->type());
    auto ia = ir::As<ir::TileType>(loop->iter_args()[i]->type());
    ASSERT_NE(rv, nullptr);
    ASSERT_NE(rv->memref(), nullptr);
    EXPECT_EQ(rv->memref()->base(), ia->memref()->base()) << i;
    EXPECT_EQ(rv->memory_space(), ia->memory_space());
  }
  EXPECT_EQ(ir::As<ir::TileType>(loop->return_vars()[0]->type())->memref()->base()->name_hint(),
            "mem_vec_2");
  ExpectRoundTrip(program);
}

}  // namespace
}  // namespace ptoc::text
