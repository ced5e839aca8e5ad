// Before/Expected tests of the cross-core pipe passes InjectGMPipeBuffer and
// StampTfreeSplit, after the reference's test_inject_gm_pipe_buffer and
// test_stamp_tfree_split suites and its dumps (e02_matmul_vec_tiles). Each
// case runs the registered pass under the pass test environment (properties
// verified before and after, output roundtripped).
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::CheckOptions;
using ::ptoc::testing::ExpectPassError;
using ::ptoc::testing::ExpectPassResult;
using ::ptoc::testing::ExpectPassUnchanged;
using ::ptoc::testing::kCompareWithText;

constexpr char kInject[] = "InjectGMPipeBuffer";
constexpr char kStamp[] = "StampTfreeSplit";

// The members of class P are written from column 0 below.
std::string Indent(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) absl::StrAppend(&out, "    ");
    absl::StrAppend(&out, text.substr(start, end - start), "\n");
    start = end + 1;
  }
  return out;
}

void ExpectResult(const char* pass, const std::string& before, const std::string& expected,
                  const CheckOptions& options = {}) {
  ExpectPassResult(pass, Indent(before), Indent(expected), options);
}

void ExpectUnchanged(const char* pass, const std::string& body) {
  ExpectPassUnchanged(pass, Indent(body));
}

void ExpectError(const char* pass, const std::string& body, absl::StatusCode code,
                 const std::string& fragment) {
  ExpectPassError(pass, Indent(body), code, fragment);
}

// ---------------------------------------------------------------------------
// InjectGMPipeBuffer

// The reference's e02_matmul_vec_tiles dump: 21_after_ExpandMixedKernel ->
// 22_after_InjectGMPipeBuffer (names included).
TEST(InjectGMPipeBuffer, MatmulVecTilesDump) {
  const std::string aic_body = R"(
    k_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_v2c_slot_buffer', size=131072, base=-1)
    pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), k_v2c_slot_buffer, dir_mask=2, slot_size=16384)
    ta__ssa_v0_Left_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
    ta__ssa_v0_Left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
    pl.system.tfree_to_aiv(ta__ssa_v0_Left_mat)
    tb__ssa_v0_Right_mat: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
    tb__ssa_v0_Right: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
    pl.system.tfree_to_aiv(tb__ssa_v0_Right_mat)
    acc__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta__ssa_v0_Left, tb__ssa_v0_Right)
    c__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
)";
  const std::string aiv_body = R"(
    k_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_v2c_slot_buffer', peer_func='k_aic')
    pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), k_v2c_slot_buffer_import, dir_mask=2, slot_size=16384)
    ta__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
    tb__ssa_v0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
    pl.tile.tpush_to_aic(ta__ssa_v0, split=0)
    pl.tile.tpush_to_aic(tb__ssa_v0, split=0)
    return c__ssa_v0
)";
  const std::string params =
      "a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], "
      "c__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]";
  const std::string gm = ", __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]";
  const std::string ret = " -> pl.Tensor[[32, 128], pl.FP32]";
  const std::string aic_decl =
      "@pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)\n";
  const std::string aiv_decl =
      "@pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, "
      "attrs={\"dual_aiv_dispatch\": True})\n";
  const std::string group_decl =
      "@pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, "
      "role=pl.Role.SubWorker)\n";
  const std::string orch_decl =
      "@pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, "
      "role=pl.Role.Orchestrator)\n";
  const std::string before =
      absl::StrCat(aic_decl, "def k_aic(", params, "):", aic_body, aiv_decl, "def k_aiv(", params,
                   ")", ret, ":", aiv_body, group_decl, "def k(", params, ")", ret, R"(:
    self.k_aic(a__ssa_v0, b__ssa_v0, c__ssa_v0)
    self.k_aiv(a__ssa_v0, b__ssa_v0, c__ssa_v0)
    return c__ssa_v0
)",
                   orch_decl, "def run(self, ", params, ")", ret, R"(:
    c__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, c__ssa_v0)
    return c__ssa_v1
)");
  const std::string expected = absl::StrCat(
      aic_decl, "def k_aic(", params, gm, "):", aic_body, aiv_decl, "def k_aiv(", params, gm, ")",
      ret, ":", aiv_body, group_decl, "def k(", params, gm, ")", ret, R"(:
    self.k_aic(a__ssa_v0, b__ssa_v0, c__ssa_v0, __gm_pipe_buffer)
    self.k_aiv(a__ssa_v0, b__ssa_v0, c__ssa_v0, __gm_pipe_buffer)
    return c__ssa_v0
)",
      orch_decl, "def run(self, ", params, ")", ret, R"(:
    gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
    c__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, c__ssa_v0, gm_pipe_buffer_0)
    return c__ssa_v1
)");
  ExpectResult(kInject, before, expected, kCompareWithText);
}

// Kernels with two single-direction pipes each, no other parameters.
constexpr char kTwoPipeKernels[] = R"(
@pl.function(type=pl.FunctionType.AIC)
def cube_kernel(%s):
    c2v_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='c2v_slot_buffer', peer_func='vector_kernel')
    v2c_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_slot_buffer', size=32768, base=4096)
    pl.system.aic_initialize_pipe(c2v_peer, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
    pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_buf, dir_mask=2, slot_size=4096, id=1)
@pl.function(type=pl.FunctionType.AIV)
def vector_kernel(%s):
    c2v_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=65536, base=8192)
    v2c_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='cube_kernel')
    pl.system.aiv_initialize_pipe(c2v_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=8192, id=0)
    pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_peer, dir_mask=2, slot_size=4096, id=1)
)";

std::string TwoPipeKernels(const std::string& param) {
  std::string text = kTwoPipeKernels;
  for (int i = 0; i < 2; ++i) text.replace(text.find("%s"), 2, param);
  return text;
}

// test_gm_pipe_injection_sizes_multiple_single_direction_pipes: the buffer
// stays a [1] placeholder whatever the pipes; Group forwards it.
TEST(InjectGMPipeBuffer, GroupForwardsAndOrchestrationAllocates) {
  const std::string before = TwoPipeKernels("") + R"(
@pl.function(type=pl.FunctionType.Group)
def group_func():
    self.cube_kernel()
    self.vector_kernel()
@pl.function(type=pl.FunctionType.Orchestration)
def main(self):
    self.group_func()
)";
  const std::string param = "__gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]";
  const std::string expected = TwoPipeKernels(param) + R"(
@pl.function(type=pl.FunctionType.Group)
def group_func(__gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]):
    self.cube_kernel(__gm_pipe_buffer)
    self.vector_kernel(__gm_pipe_buffer)
@pl.function(type=pl.FunctionType.Orchestration)
def main(self):
    gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)
    self.group_func(gm_pipe_buffer_0)
)";
  ExpectResult(kInject, before, expected, kCompareWithText);
}

// The cube/vector pair of the reference's per-call tests.
constexpr char kPairBefore[] = R"(
@pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN})
def vector_producer(a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]%s):
    v2c_peer: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='cube_consumer')
    pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_peer, dir_mask=2, slot_size=512)
    tile_a: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
    pl.tile.tpush_to_aic(tile_a, split=0)
@pl.function(type=pl.FunctionType.AIC, attrs={"split": pl.SplitMode.UP_DOWN})
def cube_consumer(a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]%s) -> pl.Tensor[[16, 16], pl.FP16]:
    pipe_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c_slot_buffer', size=4096, base=4096)
    pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), pipe_buf, dir_mask=2, slot_size=512)
    received: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
    pl.system.tfree_to_aiv(received)
    updated: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(received, [0, 0], out)
    return updated
@pl.function(type=pl.FunctionType.Group)
def group_func(a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]%s) -> pl.Tensor[[16, 16], pl.FP16]:
    updated: pl.Tensor[[16, 16], pl.FP16] = self.cube_consumer(a, out%s)
    self.vector_producer(a, out%s)
    return updated
)";

std::string Pair(bool wired) {
  std::string text = kPairBefore;
  const std::string param = wired ? ", __gm_pipe_buffer: pl.Out[pl.Tensor[[1], pl.FP32]]" : "";
  const std::string arg = wired ? ", __gm_pipe_buffer" : "";
  for (const std::string& s : {param, param, param, arg, arg}) text.replace(text.find("%s"), 2, s);
  return text;
}

constexpr char kCreate[] =
    "pl.tensor.create([1], dtype=pl.FP32, layout=pl.TensorLayout.ND, manual_dep=True)";

// test_gm_pipe_buffer_per_call_allocation: each call gets its own buffer.
TEST(InjectGMPipeBuffer, OneBufferPerCall) {
  const std::string before = Pair(false) + R"(
@pl.function(type=pl.FunctionType.Orchestration)
def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
    out_1: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out)
    out_2: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out_1)
    return out_2
)";
  const std::string expected = Pair(true) + absl::StrCat(R"(
@pl.function(type=pl.FunctionType.Orchestration)
def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
    gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = )",
                                                         kCreate, R"(
    out_1: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out, gm_pipe_buffer_0)
    gm_pipe_buffer_1: pl.Tensor[[1], pl.FP32] = )",
                                                         kCreate, R"(
    out_2: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out_1, gm_pipe_buffer_1)
    return out_2
)");
  ExpectResult(kInject, before, expected, kCompareWithText);
}

// test_gm_pipe_buffer_per_call_inside_for_loop: the buffer is created inside
// the loop body, next to the call.
TEST(InjectGMPipeBuffer, BufferCreatedInsideLoop) {
  const std::string head = R"(
@pl.function(type=pl.FunctionType.Orchestration)
def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
    for b, (out_iter,) in pl.range(4, init_values=(out,)):
)";
  const std::string before = Pair(false) + head + R"(
        out_new: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out_iter)
        out_rv = pl.yield_(out_new)
    return out_rv
)";
  const std::string expected = Pair(true) + head +
                               absl::StrCat(R"(
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = )",
                                            kCreate, R"(
        out_new: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out_iter, gm_pipe_buffer_0)
        out_rv = pl.yield_(out_new)
    return out_rv
)");
  ExpectResult(kInject, before, expected);
}

// test_gm_pipe_buffer_per_submit_inside_manual_scope: a submitted Group gets
// the buffer as an extra submit argument.
TEST(InjectGMPipeBuffer, SubmitInManualScope) {
  const std::string head = R"(
@pl.function(type=pl.FunctionType.Orchestration)
def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
    with pl.manual_scope():
)";
  const std::string before = Pair(false) + head + R"(
        out_1, tid = pl.submit(self.group_func, a, out)
    return out_1
)";
  const std::string expected = Pair(true) + head +
                               absl::StrCat(R"(
        gm_pipe_buffer_0: pl.Tensor[[1], pl.FP32] = )",
                                            kCreate, R"(
        out_1, tid = pl.submit(self.group_func, a, out, gm_pipe_buffer_0)
    return out_1
)");
  ExpectResult(kInject, before, expected);
}

// A function that already has the parameter is not wired a second time.
TEST(InjectGMPipeBuffer, AlreadyWiredProgramIsUnchanged) { ExpectUnchanged(kInject, Pair(true)); }

// Programs without pipes are untouched.
TEST(InjectGMPipeBuffer, NoPipeNoChange) {
  ExpectUnchanged(kInject, R"(
@pl.function(type=pl.FunctionType.Orchestration)
def main(self, a: pl.Tensor[[16, 16], pl.FP16]) -> pl.Tensor[[16, 16], pl.FP16]:
    return a
)");
}

// test_inject_gm_pipe_buffer_is_no_op_on_non_gm_backend: Ascend950 has a
// direct cube/vector fabric.
TEST(InjectGMPipeBuffer, NoOpOnAscend950) {
  backend::ScopedSoc a5(backend::Ascend950());
  ExpectUnchanged(kInject, Pair(false) + R"(
@pl.function(type=pl.FunctionType.Orchestration)
def main(self, a: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
    out_1: pl.Tensor[[16, 16], pl.FP16] = self.group_func(a, out)
    return out_1
)");
}

// ---------------------------------------------------------------------------
// StampTfreeSplit

std::string Consumer(const std::string& pipe_id, const std::string& pop_kwargs,
                     const std::string& free_stmt) {
  return absl::StrCat(R"(
@pl.function(type=pl.FunctionType.AIV)
def consumer():
    buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v', size=4096, base=4096)
    pl.system.aiv_initialize_pipe(buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)",
                      pipe_id, R"()
    t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic()",
                      pop_kwargs, R"()
    )",
                      free_stmt, "\n");
}

// test_tfree_gets_split_from_tpop.
TEST(StampTfreeSplit, CopiesSplit) {
  ExpectResult(kStamp, Consumer("", "split=2", "pl.system.tfree_to_aic(t)"),
               Consumer("", "split=2", "pl.system.tfree_to_aic(t, split=2)"));
}

// test_tfree_gets_split_and_id_from_tpop.
TEST(StampTfreeSplit, CopiesSplitAndId) {
  ExpectResult(kStamp, Consumer(", id=3", "split=1, id=3", "pl.system.tfree_to_aic(t)"),
               Consumer(", id=3", "split=1, id=3", "pl.system.tfree_to_aic(t, split=1, id=3)"));
}

// A tfree already naming the tpop's id keeps it; the split is restamped.
TEST(StampTfreeSplit, MatchingIdKept) {
  ExpectResult(kStamp, Consumer(", id=3", "split=1, id=3", "pl.system.tfree_to_aic(t, id=3)"),
               Consumer(", id=3", "split=1, id=3", "pl.system.tfree_to_aic(t, split=1, id=3)"));
}

// test_tfree_id_mismatch_raises.
TEST(StampTfreeSplit, IdMismatchIsAnError) {
  ExpectError(kStamp, Consumer(", id=3", "split=1, id=3", "pl.system.tfree_to_aic(t, id=0)"),
              absl::StatusCode::kInvalidArgument,
              "system.tfree_to_aic pipe id 0 does not match originating tile.tpop_from_aic "
              "pipe id 3");
}

// test_tfree_direction_mismatch_raises.
TEST(StampTfreeSplit, DirectionMismatchIsAnError) {
  ExpectError(kStamp, Consumer("", "split=0", "pl.system.tfree_to_aiv(t)"),
              absl::StatusCode::kInvalidArgument,
              "system.tfree_to_aiv requires its tile argument to come from "
              "tile.tpop_from_aiv, got tile.tpop_from_aic");
}

// A tfree of a tile no tpop produced has no split to copy.
TEST(StampTfreeSplit, TfreeWithoutTpopIsAnError) {
  ExpectError(kStamp, R"(
@pl.function(type=pl.FunctionType.AIV)
def consumer(x: pl.Tensor[[16, 16], pl.FP32]):
    t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
    pl.system.tfree_to_aic(t)
)",
              absl::StatusCode::kInvalidArgument, "no originating tpop was found");
}

// Pops inside a loop body are matched with the tfrees of the same body.
TEST(StampTfreeSplit, TpopInLoop) {
  const std::string head = R"(
@pl.function(type=pl.FunctionType.AIC)
def consumer():
    buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='v2c', size=4096, base=4096)
    pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), buf, dir_mask=2, slot_size=512)
    for i in pl.range(4):
        t: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=1)
)";
  ExpectResult(kStamp, head + "        pl.system.tfree_to_aiv(t)\n",
               head + "        pl.system.tfree_to_aiv(t, split=1)\n");
}

}  // namespace
}  // namespace ptoc::transforms
