// Unit tests of the IR <-> proto conversion on hand-built IR: every node,
// type and attribute kind roundtrips with variable identity intact, the proto
// enums match the IR enums, and malformed protos are rejected with
// INVALID_ARGUMENT naming the offending element.
#include "compiler/proto/proto_to_ir.h"

#include <memory>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_replace.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/proto/ir_to_proto.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace ptoc::proto {
namespace {

using ::testing::HasSubstr;
using namespace ::ptoc::ir;  // NOLINT: test brevity

Span At(const std::shared_ptr<const std::string>& file, int line, int col) {
  Span s;
  s.file = file;
  s.begin_line = line;
  s.begin_col = col;
  s.end_line = line;
  s.end_col = col + 5;
  return s;
}

std::vector<ExprPtr> Dims(const std::vector<int64_t>& dims) {
  std::vector<ExprPtr> out;
  out.reserve(dims.size());
  for (int64_t d : dims) out.push_back(MakeIndex(d));
  return out;
}

// A program that uses every statement, expression, type and attribute kind.
// `shared_var` receives a variable used in several places.
ProgramPtr BuildEverything(VarPtr* shared_var = nullptr) {
  auto file = std::make_shared<const std::string>("everything.py");
  // A symbolic dim, a DDR base pointer and memrefs (plain and pinned).
  auto n = std::make_shared<Var>("n", ScalarType::Get(DataType::kIndex), At(file, 1, 1));
  auto base = std::make_shared<Var>("mem_vec_0", PtrType::Get());
  auto memref = std::make_shared<MemRef>(base, MakeConstInt(64, DataType::kInt64), 4096);
  auto pinned = MemRef::MakePinned(base, 2, MakeIndex(1))->WithOffset(MakeIndex(128));

  TensorView tview;
  tview.valid_shape = {n, MakeIndex(32)};
  tview.stride = Dims({32, 1});
  tview.layout = TensorLayout::kDN;
  tview.pad = PadValue::kZero;
  auto tensor_t =
      std::make_shared<TensorType>(std::vector<ExprPtr>{n, MakeIndex(64)}, DataType::kFP16, tview);
  TileView view;
  view.valid_shape = Dims({8, 16});
  view.stride = Dims({16, 1});
  view.start_offset = MakeIndex(4);
  view.blayout = TileLayout::kColMajor;
  view.slayout = TileLayout::kRowMajor;
  view.fractal = 1024;
  view.pad = PadValue::kMax;
  view.compact = CompactMode::kNormal;
  auto tile_t =
      std::make_shared<TileType>(Dims({16, 16}), DataType::kFP32, MemorySpace::kVec, view, memref);
  auto tile2_t = std::make_shared<TileType>(Dims({16, 16}), DataType::kFP32, MemorySpace::kLeft,
                                            std::nullopt, pinned);
  auto tile3_t = std::make_shared<TileType>(Dims({16, 1}), DataType::kBF16);  // no space

  auto x = std::make_shared<Var>("x", tensor_t, At(file, 2, 5));
  auto out = std::make_shared<Var>("out", tensor_t);
  auto t = std::make_shared<Var>("t", tile_t, At(file, 3, 9));
  auto t2 = std::make_shared<Var>("t2", tile2_t);
  auto t3 = std::make_shared<Var>("t3", tile3_t);
  auto arr = std::make_shared<Var>("arr", std::make_shared<ArrayType>(8, DataType::kInt32));
  auto tup = std::make_shared<Var>(
      "tup", std::make_shared<TupleType>(std::vector<TypePtr>{tile_t, UnknownType::Get()}));
  auto i = std::make_shared<Var>("i", ScalarType::Get(DataType::kIndex));
  auto acc = std::make_shared<IterArg>("acc", tile_t, t);
  auto acc_out = std::make_shared<Var>("acc_out", tile_t);
  auto cnt = std::make_shared<IterArg>("cnt", ScalarType::Get(DataType::kInt32),
                                       MakeConstInt(0, DataType::kInt32));
  auto cnt_out = std::make_shared<Var>("cnt_out", ScalarType::Get(DataType::kInt32));
  auto phi = std::make_shared<Var>("phi", ScalarType::Get(DataType::kFP32));
  auto core = std::make_shared<Var>("core", ScalarType::Get(DataType::kIndex));
  if (shared_var) *shared_var = n;

  Attrs kwargs{
      {"none", AttrValue::None()},
      {"flag", AttrValue::Bool(true)},
      {"count", AttrValue::Int(-7)},
      {"scale", AttrValue::Float(0.125)},
      {"mode", AttrValue::String("round")},
      {"dtype", AttrValue::DType(DataType::kBF16)},
      {"target_memory", AttrValue::FromEnum(MemorySpace::kMat)},
      {"extent", AttrValue::FromExpr(n)},
      {"nested",
       AttrValue::List({AttrValue::Int(1), AttrValue::List({AttrValue::FromExpr(MakeIndex(2)),
                                                            AttrValue::String("deep")})})},
  };
  auto load = std::make_shared<Call>(
      OpRegistry::Global().GetOp("tile.load"), std::vector<ExprPtr>{x, MakeIndexTuple({0, 0})},
      kwargs, Attrs{{"note", AttrValue::String("hand-made")}}, tile_t, At(file, 3, 13));
  auto sum = std::make_shared<BinaryExpr>(
      BinaryOp::kFloorDiv, std::make_shared<BinaryExpr>(BinaryOp::kAdd, n, i, DataType::kIndex),
      MakeIndex(2), DataType::kIndex);
  auto cond = std::make_shared<BinaryExpr>(BinaryOp::kLt, cnt, MakeConstInt(10, DataType::kInt32),
                                           DataType::kBool);
  auto neg = std::make_shared<UnaryExpr>(
      UnaryOp::kCast, std::make_shared<UnaryExpr>(UnaryOp::kNeg, cnt, DataType::kInt32),
      DataType::kFP32);

  // for i in range(0, n, 1) with an iter_arg, attrs and a nested if.
  auto if_stmt = std::make_shared<IfStmt>(
      std::make_shared<BinaryExpr>(BinaryOp::kEq, i, MakeIndex(0), DataType::kBool),
      MakeSeq({std::make_shared<YieldStmt>(std::vector<ExprPtr>{MakeConstFloat(1.5)})}),
      std::make_shared<YieldStmt>(std::vector<ExprPtr>{MakeConstFloat(-0.0, DataType::kFP16)}),
      std::vector<VarPtr>{phi});
  auto for_body = std::make_shared<SeqStmts>(
      std::vector<StmtPtr>{if_stmt,
                           std::make_shared<EvalStmt>(std::make_shared<Call>(
                               OpRegistry::Global().GetOp("system.bar_all"), std::vector<ExprPtr>{},
                               Attrs(), Attrs(), UnknownType::Get())),
                           std::make_shared<YieldStmt>(std::vector<ExprPtr>{acc})});
  auto for_stmt =
      std::make_shared<ForStmt>(i, MakeIndex(0), n, MakeIndex(1), std::vector<IterArgPtr>{acc},
                                for_body, std::vector<VarPtr>{acc_out}, ForKind::kPipeline,
                                Attrs{{"pipeline_stages", AttrValue::Int(2)}}, At(file, 4, 5));
  // while cnt < 10 with break/continue.
  auto while_body = MakeSeq({
      std::make_shared<IfStmt>(std::make_shared<ConstBool>(false),
                               std::make_shared<BreakStmt>(At(file, 6, 13)), nullptr,
                               std::vector<VarPtr>{}),
      std::make_shared<IfStmt>(std::make_shared<ConstBool>(true), std::make_shared<ContinueStmt>(),
                               nullptr, std::vector<VarPtr>{}),
      std::make_shared<YieldStmt>(std::vector<ExprPtr>{std::make_shared<BinaryExpr>(
          BinaryOp::kAdd, cnt, MakeConstInt(1, DataType::kInt32), DataType::kInt32)}),
  });
  auto while_stmt = std::make_shared<WhileStmt>(cond, std::vector<IterArgPtr>{cnt}, while_body,
                                                std::vector<VarPtr>{cnt_out});
  ScopeStmt::Fields spmd;
  spmd.scope_kind = ScopeKind::kSpmd;
  spmd.name_hint = "blocks";
  spmd.level = Level::kCoreGroup;
  spmd.role = Role::kSubWorker;
  spmd.split = SplitMode::kLeftRight;
  spmd.split_written = true;
  spmd.core_num = MakeIndex(24);
  spmd.sync_start = true;
  spmd.manual = true;
  spmd.count = 2;
  spmd.loop_var = core;
  spmd.attrs = Attrs{{"deps", AttrValue::List({})}};
  auto scope = std::make_shared<ScopeStmt>(
      spmd, MakeSeq({std::make_shared<AssignStmt>(t2, t), std::make_shared<AssignStmt>(t3, t)}));

  auto body = std::make_shared<SeqStmts>(std::vector<StmtPtr>{
      std::make_shared<AssignStmt>(t, load, At(file, 3, 5)),
      std::make_shared<AssignStmt>(
          tup, std::make_shared<MakeTuple>(std::vector<ExprPtr>{t, MakeConstBool(true)})),
      std::make_shared<AssignStmt>(std::make_shared<Var>("first", tile_t),
                                   std::make_shared<TupleGetItem>(tup, 0)),
      std::make_shared<AssignStmt>(std::make_shared<Var>("k", ScalarType::Get(DataType::kIndex)),
                                   sum),
      std::make_shared<AssignStmt>(std::make_shared<Var>("f", ScalarType::Get(DataType::kFP32)),
                                   neg),
      for_stmt,
      while_stmt,
      scope,
      std::make_shared<EvalStmt>(std::make_shared<Call>(std::make_shared<GlobalVar>("helper"),
                                                        std::vector<ExprPtr>{arr}, Attrs(), Attrs(),
                                                        ScalarType::Get(DataType::kInt32))),
      std::make_shared<ReturnStmt>(std::vector<ExprPtr>{out}),
  });
  Function::Fields main;
  main.name = "main";
  main.func_type = FunctionType::kInCore;
  main.params = {x, out, arr};
  main.param_directions = {ParamDirection::kIn, ParamDirection::kOut, ParamDirection::kInOut};
  main.return_types = {tensor_t};
  main.body = body;
  main.level = Level::kAIV;
  main.attrs = Attrs{{"split", AttrValue::FromEnum(SplitMode::kUpDown)}};
  Function::Fields helper;
  helper.name = "helper";
  helper.func_type = FunctionType::kOpaque;
  auto a = std::make_shared<Var>("a", arr->type());
  helper.params = {a};
  helper.return_types = {ScalarType::Get(DataType::kInt32)};
  helper.body =
      std::make_shared<ReturnStmt>(std::vector<ExprPtr>{MakeConstInt(3, DataType::kInt32)});
  return std::make_shared<Program>(
      "everything",
      std::vector<FunctionPtr>{std::make_shared<Function>(main, At(file, 1, 1)),
                               std::make_shared<Function>(helper)},
      At(file, 1, 1));
}

v1::Program EverythingProto() {
  absl::StatusOr<v1::Program> proto = ProgramToProto(BuildEverything());
  EXPECT_TRUE(proto.ok()) << proto.status();
  return proto.ok() ? *proto : v1::Program();
}

TEST(ProtoConversionTest, EveryNodeKindRoundtrips) {
  VarPtr n;
  ProgramPtr program = BuildEverything(&n);
  absl::StatusOr<v1::Program> proto = ProgramToProto(program);
  ASSERT_TRUE(proto.ok()) << proto.status();
  std::string bytes = proto->SerializeAsString();
  v1::Program decoded;
  ASSERT_TRUE(decoded.ParseFromString(bytes));
  absl::StatusOr<ProgramPtr> back = ProgramFromProto(decoded);
  ASSERT_TRUE(back.ok()) << back.status();
  StructuralEqualOptions options;
  options.compare_memrefs = true;
  EXPECT_EQ(FindStructuralMismatch(program, *back, options), std::nullopt);
  EXPECT_TRUE(StructuralEqual(program, *back, options));
  absl::StatusOr<v1::Program> again = ProgramToProto(*back);
  ASSERT_TRUE(again.ok()) << again.status();
  EXPECT_EQ(again->SerializeAsString(), bytes);

  // Spans, names and the file table survive.
  FunctionPtr main = (*back)->GetFunction("main");
  ASSERT_NE(main, nullptr);
  EXPECT_EQ(main->span().ToString(), "everything.py:1:1");
  EXPECT_EQ(main->params()[0]->name_hint(), "x");
  EXPECT_EQ(main->params()[0]->span().ToString(), "everything.py:2:5");
  EXPECT_EQ(main->param_directions()[1], ParamDirection::kOut);
  EXPECT_EQ(main->level(), Level::kAIV);
  EXPECT_EQ(main->role(), Role::kSubWorker);  // derived from InCore
  ASSERT_EQ(proto->files_size(), 1);
  EXPECT_EQ(proto->files(0), "everything.py");

  // The symbolic dim `n` is one object everywhere: in the tensor type's
  // shape, its valid_shape and the loop bound.
  auto x_type = As<TensorType>(main->params()[0]->type());
  ASSERT_NE(x_type, nullptr);
  ASSERT_TRUE(x_type->view().has_value());
  EXPECT_EQ(x_type->shape()[0], x_type->view()->valid_shape[0]);
  auto stmts = StmtList(main->body());
  auto loop = As<ForStmt>(stmts[5]);
  ASSERT_NE(loop, nullptr);
  EXPECT_EQ(loop->stop(), x_type->shape()[0]);
  EXPECT_EQ(loop->for_kind(), ForKind::kPipeline);
  // The iter_arg's init is the assigned tile var itself.
  auto assign = As<AssignStmt>(stmts[0]);
  ASSERT_NE(assign, nullptr);
  EXPECT_EQ(loop->iter_args()[0]->init_value(), assign->var());
  // Memrefs: the tile's memref is shared between t and the loop's iter_arg,
  // and plain/pinned memrefs share one base.
  auto t_type = As<TileType>(assign->var()->type());
  auto acc_type = As<TileType>(loop->iter_args()[0]->type());
  ASSERT_TRUE(t_type && acc_type && t_type->memref());
  EXPECT_EQ(t_type->memref(), acc_type->memref());
  EXPECT_EQ(t_type->memref()->size(), 4096);
  auto scope = As<ScopeStmt>(stmts[7]);
  ASSERT_NE(scope, nullptr);
  auto t2 = As<AssignStmt>(StmtList(scope->body())[0])->var();
  MemRefPtr pinned = As<TileType>(t2->type())->memref();
  ASSERT_NE(pinned, nullptr);
  EXPECT_TRUE(pinned->pinned());
  EXPECT_EQ(pinned->slot_count(), 2);
  EXPECT_EQ(pinned->base(), t_type->memref()->base());
  EXPECT_EQ(StaticDim(pinned->byte_offset()), 128);
  EXPECT_EQ(scope->fields().loop_var->name_hint(), "core");
  EXPECT_TRUE(scope->fields().sync_start);
  EXPECT_TRUE(scope->fields().split_written);  // not compared by structural equality
  // The recorded call type is kept and the op handle is the registry's.
  auto load = As<Call>(assign->value());
  ASSERT_NE(load, nullptr);
  EXPECT_EQ(load->op(), OpRegistry::Global().GetOp("tile.load"));
  EXPECT_EQ(load->kwargs().size(), 9u);
  EXPECT_EQ(load->kwargs().Find("target_memory")->AsEnum<MemorySpace>(), MemorySpace::kMat);
  EXPECT_EQ(load->kwargs().Find("extent")->AsExpr(), x_type->shape()[0]);
}

TEST(ProtoConversionTest, ProtoEnumsMatchIrEnums) {
  // Each proto enum is the IR enum shifted by one, with matching spellings.
  auto normalize = [](std::string s) {
    s = absl::StrReplaceAll(s, {{"_", ""}});
    return absl::AsciiStrToLower(s);
  };
  auto check = [&](const google::protobuf::EnumDescriptor* desc, int ir_count, auto ir_name_of) {
    SCOPED_TRACE(desc->name());
    ASSERT_EQ(desc->value_count(), ir_count + 1);
    std::string prefix = desc->FindValueByNumber(0)->name();
    ASSERT_TRUE(absl::EndsWith(prefix, "UNSPECIFIED"));
    prefix.resize(prefix.size() - std::string("UNSPECIFIED").size());
    for (int i = 0; i < ir_count; ++i) {
      const auto* value = desc->FindValueByNumber(i + 1);
      ASSERT_NE(value, nullptr) << i;
      EXPECT_EQ(normalize(value->name().substr(prefix.size())), normalize(ir_name_of(i)));
    }
  };
  auto table = [](auto tag) {
    using E = decltype(tag);
    return [](int i) { return std::string(EnumName(static_cast<E>(i))); };
  };
  auto count = [](auto tag) { return static_cast<int>(EnumTable<decltype(tag)>::Names().size()); };
  check(v1::DataType_descriptor(), kNumDataTypes,
        [](int i) { return std::string(DataTypeName(static_cast<DataType>(i))); });
  check(v1::BinaryOp_descriptor(), static_cast<int>(BinaryOp::kBitShiftRight) + 1,
        [](int i) { return std::string(BinaryOpName(static_cast<BinaryOp>(i))); });
  check(v1::UnaryOp_descriptor(), static_cast<int>(UnaryOp::kCast) + 1,
        [](int i) { return std::string(UnaryOpName(static_cast<UnaryOp>(i))); });
  check(v1::MemorySpace_descriptor(), count(MemorySpace()), table(MemorySpace()));
  check(v1::FunctionType_descriptor(), count(FunctionType()), table(FunctionType()));
  check(v1::Level_descriptor(), count(Level()), table(Level()));
  check(v1::Role_descriptor(), count(Role()), table(Role()));
  check(v1::ForKind_descriptor(), count(ForKind()), table(ForKind()));
  check(v1::ScopeKind_descriptor(), count(ScopeKind()), table(ScopeKind()));
  check(v1::ParamDirection_descriptor(), count(ParamDirection()), table(ParamDirection()));
  check(v1::TensorLayout_descriptor(), count(TensorLayout()), table(TensorLayout()));
  check(v1::TileLayout_descriptor(), count(TileLayout()), table(TileLayout()));
  check(v1::PadValue_descriptor(), count(PadValue()), table(PadValue()));
  check(v1::CompactMode_descriptor(), count(CompactMode()), table(CompactMode()));
  check(v1::SplitMode_descriptor(), count(SplitMode()), table(SplitMode()));
}

// --- Hostile input ---------------------------------------------------------

void ExpectInvalid(const v1::Program& proto, const std::vector<std::string>& fragments) {
  absl::StatusOr<ProgramPtr> result = ProgramFromProto(proto);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument) << result.status();
  for (const std::string& f : fragments) {
    EXPECT_THAT(std::string(result.status().message()), HasSubstr(f));
  }
}

v1::Function* FindFunction(v1::Program* proto, const std::string& name) {
  for (auto& f : *proto->mutable_functions()) {
    if (f.name() == name) return &f;
  }
  return nullptr;
}

// Index of the Program.vars entry named `name` (-1 if absent).
int VarIndex(const v1::Program& proto, const std::string& name) {
  for (int i = 0; i < proto.vars_size(); ++i) {
    if (proto.vars(i).name_hint() == name) return i;
  }
  return -1;
}

// The i-th top-level statement of `main`.
v1::Stmt* MainStmt(v1::Program* proto, int i) {
  return FindFunction(proto, "main")->mutable_body()->mutable_seq()->mutable_stmts(i);
}

TEST(ProtoToIrErrorTest, DanglingVarId) {
  v1::Program proto = EverythingProto();
  // `return out` -> a var id nobody defines.
  MainStmt(&proto, 9)->mutable_return_stmt()->mutable_values(0)->set_var(999999);
  ExpectInvalid(proto,
                {"function 'main' / body / seq[9] / return / values[0]", "unknown var id 999999"});
}

TEST(ProtoToIrErrorTest, DanglingVarIdInDefinitionSites) {
  v1::Program proto = EverythingProto();
  MainStmt(&proto, 5)->mutable_for_stmt()->set_loop_var(4242);
  ExpectInvalid(proto, {"seq[5] / for", "unknown var id 4242", "loop_var"});

  proto = EverythingProto();
  FindFunction(&proto, "main")->mutable_params(1)->set_var(0);
  ExpectInvalid(proto, {"function 'main' / params[1]", "missing required var id"});
}

TEST(ProtoToIrErrorTest, ForwardReferenceInVarTable) {
  // Variables may only refer to earlier entries: swapping a var with one it
  // depends on is rejected (so cycles cannot be expressed).
  v1::Program proto = EverythingProto();
  int tensor_var = VarIndex(proto, "x");
  ASSERT_GT(tensor_var, 0);
  ASSERT_EQ(proto.vars(tensor_var - 1).name_hint(), "n");  // its symbolic dim comes first
  std::swap(*proto.mutable_vars(tensor_var), *proto.mutable_vars(tensor_var - 1));
  ExpectInvalid(proto, {"vars[" + std::to_string(tensor_var - 1) + "]", "unknown var id",
                        "defined in Program.vars before use"});

  // A var whose type refers to itself.
  proto = EverythingProto();
  v1::Var* x = proto.mutable_vars(tensor_var);
  x->mutable_type()->mutable_tensor()->mutable_shape(0)->set_var(x->id());
  ExpectInvalid(proto, {"unknown var id " + std::to_string(x->id())});
}

TEST(ProtoToIrErrorTest, DuplicateAndReservedVarIds) {
  v1::Program proto = EverythingProto();
  proto.mutable_vars(1)->set_id(proto.vars(0).id());
  ExpectInvalid(proto, {"vars[1]", "duplicate var id"});

  proto = EverythingProto();
  proto.mutable_vars(0)->set_id(0);
  ExpectInvalid(proto, {"vars[0]", "reserved"});
}

TEST(ProtoToIrErrorTest, OutOfRangeEnums) {
  v1::Program proto = EverythingProto();
  FindFunction(&proto, "main")->set_func_type(static_cast<v1::FunctionType>(99));
  ExpectInvalid(proto, {"function 'main'", "out-of-range value 99", "func_type"});

  proto = EverythingProto();
  v1::Stmt* loop = MainStmt(&proto, 5);
  loop->mutable_for_stmt()->set_kind(static_cast<v1::ForKind>(-3));
  ExpectInvalid(proto, {"seq[5] / for", "out-of-range value -3", "kind"});

  proto = EverythingProto();
  MainStmt(&proto, 3)->mutable_assign()->mutable_value()->mutable_binary()->set_op(
      static_cast<v1::BinaryOp>(24));
  ExpectInvalid(proto, {"seq[3] / assign / value / binary", "out-of-range value 24"});

  proto = EverythingProto();
  int n = VarIndex(proto, "n");
  ASSERT_GE(n, 0);
  proto.mutable_vars(n)->mutable_type()->mutable_scalar()->set_dtype(
      static_cast<v1::DataType>(v1::DataType_ARRAYSIZE));
  ExpectInvalid(proto, {"vars[" + std::to_string(n) + "]", "out-of-range value", "scalar.dtype"});
}

TEST(ProtoToIrErrorTest, MissingRequiredFields) {
  v1::Program proto = EverythingProto();
  FindFunction(&proto, "main")->set_func_type(v1::FUNCTION_TYPE_UNSPECIFIED);
  ExpectInvalid(proto, {"function 'main'", "missing required field 'func_type'"});

  proto = EverythingProto();
  MainStmt(&proto, 5)->mutable_for_stmt()->clear_body();
  ExpectInvalid(proto, {"seq[5] / for", "missing required field 'body'"});

  proto = EverythingProto();
  MainStmt(&proto, 0)->mutable_assign()->mutable_value()->mutable_call()->clear_type();
  ExpectInvalid(proto,
                {"seq[0] / assign / value / call 'tile.load'", "missing required field 'type'"});

  proto = EverythingProto();
  MainStmt(&proto, 3)->mutable_assign()->mutable_value()->clear_kind();
  ExpectInvalid(proto, {"seq[3] / assign / value", "expression has no kind set"});

  proto = EverythingProto();
  MainStmt(&proto, 6)->clear_kind();
  ExpectInvalid(proto, {"seq[6]", "statement has no kind set"});

  proto = EverythingProto();
  MainStmt(&proto, 0)
      ->mutable_assign()
      ->mutable_value()
      ->mutable_call()
      ->mutable_kwargs(2)
      ->mutable_value()
      ->clear_value();
  ExpectInvalid(proto, {"kwargs[2] 'count'", "attribute value has no kind set"});

  proto = EverythingProto();
  FindFunction(&proto, "helper")->clear_body();
  ExpectInvalid(proto, {"function 'helper'", "missing required field 'body'"});
}

TEST(ProtoToIrErrorTest, WrongVariableKinds) {
  v1::Program proto = EverythingProto();
  v1::ForStmt* loop = MainStmt(&proto, 5)->mutable_for_stmt();
  loop->set_iter_args(0, loop->loop_var());
  ExpectInvalid(proto, {"seq[5] / for", "iter_args[0]", "is not an IterArg"});

  proto = EverythingProto();
  for (auto& v : *proto.mutable_vars()) {
    if (v.type().has_tile() && v.type().tile().memref() != 0) {
      v.mutable_type()->mutable_tile()->set_memref(proto.vars(VarIndex(proto, "n")).id());
      break;
    }
  }
  ExpectInvalid(proto, {"tile / memref", "is not a MemRef"});
}

TEST(ProtoToIrErrorTest, UnknownCallees) {
  v1::Program proto = EverythingProto();
  MainStmt(&proto, 0)->mutable_assign()->mutable_value()->mutable_call()->set_op("tile.nope");
  ExpectInvalid(proto, {"seq[0] / assign / value", "unknown op 'tile.nope'"});

  proto = EverythingProto();
  MainStmt(&proto, 8)->mutable_eval()->mutable_expr()->mutable_call()->set_function("missing");
  ExpectInvalid(proto, {"seq[8] / eval / expr", "call to unknown function 'missing'"});

  proto = EverythingProto();
  MainStmt(&proto, 8)->mutable_eval()->mutable_expr()->mutable_call()->clear_callee();
  ExpectInvalid(proto, {"seq[8] / eval / expr / call", "no callee"});
}

TEST(ProtoToIrErrorTest, BadProgramStructure) {
  v1::Program proto = EverythingProto();
  FindFunction(&proto, "helper")->set_name("main");
  ExpectInvalid(proto, {"duplicate function name 'main'"});

  proto = EverythingProto();
  FindFunction(&proto, "main")->mutable_span()->set_file(7);
  ExpectInvalid(proto, {"function 'main' / span", "file index 7 out of range"});

  proto = EverythingProto();
  MainStmt(&proto, 2)->mutable_assign()->mutable_value()->mutable_tuple_get_item()->set_index(5);
  ExpectInvalid(proto, {"seq[2] / assign / value / tuple_get_item", "tuple index 5 out of range"});

  proto = EverythingProto();
  for (auto& v : *proto.mutable_vars()) {
    if (v.has_memref() && v.memref().pinned()) v.mutable_memref()->set_size(64);
  }
  ExpectInvalid(proto, {"memref", "pinned memref must have size 0"});

  proto = EverythingProto();
  MainStmt(&proto, 0)
      ->mutable_assign()
      ->mutable_value()
      ->mutable_call()
      ->mutable_kwargs(1)
      ->set_key("none");
  ExpectInvalid(proto, {"kwargs[1] 'none'", "duplicate attribute key"});
}

TEST(ProtoToIrErrorTest, DeepExpressionNesting) {
  v1::Program proto = EverythingProto();
  // k = -(-(-(...n...))) nested 2000 deep.
  v1::Expr* e = MainStmt(&proto, 3)->mutable_assign()->mutable_value();
  e->Clear();
  for (int d = 0; d < 2000; ++d) {
    v1::UnaryExpr* u = e->mutable_unary();
    u->set_op(v1::UNARY_OP_NEG);
    u->set_dtype(v1::DATA_TYPE_INDEX);
    e = u->mutable_operand();
  }
  e->set_var(proto.vars(0).id());
  ExpectInvalid(
      proto, {"seq[3] / assign / value / unary / operand", "nesting deeper than the limit of 256"});

  // A chain within the limit is accepted. (Kept well below the limit: deep
  // recursion with sanitizer-sized frames must still fit the test's stack.)
  v1::Program shallow = EverythingProto();
  e = MainStmt(&shallow, 3)->mutable_assign()->mutable_value();
  e->Clear();
  for (int d = 0; d < 200; ++d) {
    v1::UnaryExpr* u = e->mutable_unary();
    u->set_op(v1::UNARY_OP_NEG);
    u->set_dtype(v1::DATA_TYPE_INDEX);
    e = u->mutable_operand();
  }
  e->set_var(shallow.vars(0).id());
  EXPECT_TRUE(ProgramFromProto(shallow).ok());
}

TEST(ProtoToIrErrorTest, DeepStatementAndAttributeNesting) {
  v1::Program proto = EverythingProto();
  v1::Stmt* s = FindFunction(&proto, "helper")->mutable_body();
  v1::Stmt ret = *s;
  for (int d = 0; d < 1000; ++d) s = s->mutable_seq()->add_stmts();
  *s = ret;
  ExpectInvalid(proto, {"function 'helper' / body / seq[0] / seq[0]", "nesting deeper"});

  proto = EverythingProto();
  v1::AttrValue* v = FindFunction(&proto, "main")->mutable_attrs(0)->mutable_value();
  for (int d = 0; d < 1000; ++d) v = v->mutable_list_value()->add_items();
  v->set_int_value(1);
  ExpectInvalid(proto, {"function 'main' / attrs[0] 'split' / [0] / [0]", "nesting deeper"});
}

TEST(ProtoToIrErrorTest, EmptyProgramIsValid) {
  absl::StatusOr<ProgramPtr> result = ProgramFromProto(v1::Program());
  ASSERT_TRUE(result.ok()) << result.status();
  EXPECT_TRUE((*result)->functions().empty());
}

}  // namespace
}  // namespace ptoc::proto
