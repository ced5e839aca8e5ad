// Registration of the `system.*` operators: pipe synchronisation, barriers
// and the cube<->vector FIFO setup/teardown used by mixed kernels.
#include "absl/strings/str_cat.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/ops/op_def.h"

namespace ptoc::ir {
namespace {

TypePtr DeduceNone(const ArgReader&, const Attrs&) { return UnknownType::Get(); }
TypePtr DeduceInt32(const ArgReader&, const Attrs&) { return ScalarType::Get(DataType::kInt32); }
TypePtr DeduceTaskId(const ArgReader&, const Attrs&) { return ScalarType::Get(DataType::kTaskId); }
TypePtr DeduceFree(const ArgReader& a, const Attrs&) {
  a.Tile(0);
  return UnknownType::Get();
}

// system.cacheinvalid(tensor, shapes, offsets): invalidates the cache lines of
// a tensor region; shapes and offsets have one integer entry per tensor dim.
TypePtr DeduceCacheInvalid(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  const char* const names[] = {"shapes", "offsets"};
  for (size_t i = 1; i <= 2; ++i) {
    const auto& elems = a.TupleElems(i);
    if (elems.size() != t->rank()) {
      a.Fail(absl::StrCat(names[i - 1], " must match tensor rank ", t->rank(), ", got ",
                          elems.size()));
    }
    for (const auto& e : elems) {
      auto s = As<ScalarType>(e->type());
      if (s && IsFloat(s->dtype())) {
        a.Fail(
            absl::StrCat(names[i - 1], " must be integers, got dtype ", DataTypeName(s->dtype())));
      }
    }
  }
  return UnknownType::Get();
}

// system.sync_set / system.sync_wait: an explicit cross-core event. The
// event is a static `event_id` attribute (0..13, the ids left to users) or
// one INDEX operand, never both; the pipe is required; sync_set's FFTS mode
// is 0..2 and the core type (when given) 'aic' or 'aiv', as the reference
// checks them.
TypePtr DeduceCrossCoreSync(const ArgReader& a, const Attrs& kw) {
  constexpr int64_t kMaxUserEventId = 13;
  constexpr int64_t kLastPipe = 7;  // PipeType.ALL (MTE1 = 0)
  if (a.size() > 1) {
    a.Fail(absl::StrCat("accepts at most one dynamic event-id operand, got ", a.size()));
  }
  const auto event_id = KwargInt(kw, "event_id", a.op(), a.span());
  if (event_id && (*event_id < 0 || *event_id > kMaxUserEventId)) {
    a.Fail(absl::StrCat("event_id must be in the user-available range [0, ", kMaxUserEventId,
                        "], got ", *event_id));
  }
  const auto pipe = KwargInt(kw, "pipe", a.op(), a.span());
  if (pipe && (*pipe < 0 || *pipe > kLastPipe)) a.Fail(absl::StrCat("pipe is invalid: ", *pipe));
  if (auto mode = KwargInt(kw, "ffts_mode", a.op(), a.span()); mode && (*mode < 0 || *mode > 2)) {
    a.Fail(absl::StrCat("ffts_mode must be in [0, 2], got ", *mode));
  }
  if (auto core = KwargString(kw, "core_type", a.op(), a.span());
      core && *core != "aic" && *core != "aiv") {
    a.Fail(absl::StrCat("core_type must be 'aic' or 'aiv', got '", *core, "'"));
  }
  if (!pipe) a.Fail("requires a pipe attribute");
  if (event_id.has_value() == (a.size() == 1)) {
    a.Fail("requires exactly one static event_id attribute or dynamic event-id operand");
  }
  if (a.size() == 1) {
    auto scalar = a.Arg(0) ? As<ScalarType>(a.Arg(0)->type()) : nullptr;
    if (!scalar || scalar->dtype() != DataType::kIndex) {
      a.Fail(absl::StrCat("dynamic event id must have ScalarType(INDEX), got ",
                          a.Arg(0) ? TypeToString(a.Arg(0)->type()) : "<null>"));
    }
  }
  return UnknownType::Get();
}

void RegisterSystemOps() {
  OpDef("system.cacheinvalid", {"tensor", "shapes", "offsets"})
      .Deduce(DeduceCacheInvalid)
      .Register();
  for (const char* name : {"system.sync_src", "system.sync_dst"}) {
    OpDef(name, {}).Kwargs({"set_pipe", "wait_pipe", "event_id"}).Deduce(DeduceNone).Register();
  }
  for (const char* name : {"system.bar_v", "system.bar_m", "system.bar_all", "system.fence"}) {
    OpDef(name, {}).Deduce(DeduceNone).Register();
  }
  // TaskId sentinels of manual scopes: the invalid id and a dependency-only
  // barrier task.
  for (const char* name : {"system.task_dummy", "system.task_invalid"}) {
    OpDef(name, {}).Deduce(DeduceTaskId).Register();
  }
  OpDef("system.sync_set", {"event_id_dyn"}, 1)
      .Kwargs({"pipe", "event_id", "ffts_mode", "core_type"})
      .Deduce(DeduceCrossCoreSync)
      .Register();
  OpDef("system.sync_wait", {"event_id_dyn"}, 1)
      .Kwargs({"pipe", "event_id", "core_type"})
      .Deduce(DeduceCrossCoreSync)
      .Register();
  OpDef("system.tfree_to_aic", {"tile"})
      .Kwargs({"split", "id"})
      .Affinity(CoreAffinity::kVector)
      .Deduce(DeduceFree)
      .Register();
  OpDef("system.tfree_to_aiv", {"tile"})
      .Kwargs({"split", "id"})
      .Affinity(CoreAffinity::kCube)
      .Deduce(DeduceFree)
      .Register();
  OpDef("system.aic_initialize_pipe", {"c2v_consumer_buf", "v2c_consumer_buf"})
      .Kwargs({"dir_mask", "slot_size", "slot_num", "local_slot_num", "id"})
      .Affinity(CoreAffinity::kCube)
      .Deduce(DeduceNone)
      .Register();
  OpDef("system.aiv_initialize_pipe", {"c2v_consumer_buf", "v2c_consumer_buf"})
      .Kwargs({"dir_mask", "slot_size", "slot_num", "local_slot_num", "id"})
      .Affinity(CoreAffinity::kVector)
      .Deduce(DeduceNone)
      .Register();
  // Device core counts the runtime reports (launch widths of SPMD dispatches).
  for (const char* name : {"system.available_cluster_count", "system.available_aiv_count"}) {
    OpDef(name, {}).Deduce(DeduceInt32).Register();
  }
  // Cross-core barrier: no operands in the hard (FFTS) form; the soft form
  // carries a GM workspace, one or two scratch tiles and the core count (the
  // count is not checked here).
  OpDef("system.syncall", {"gm_workspace", "scratch", "scratch_l1", "used_cores"}, 4)
      .Kwargs({"core_type", "mode"})
      .PrintedDefault("core_type", AttrValue::String("mix"))
      .Deduce(DeduceNone)
      .Register();
  // The reference's DSL always passes `base` (AUTO = -1 when not given), so
  // the call carries and prints it.
  OpDef("system.reserve_buffer", {})
      .Kwargs({"name", "size", "base"})
      .PrintedDefault("base", AttrValue::Int(-1))
      .Deduce(DeduceInt32)
      .Register();
  OpDef("system.import_peer_buffer", {})
      .Kwargs({"name", "peer_func"})
      .Deduce(DeduceInt32)
      .Register();
}

const bool kSystemOpsRegistered = (RegisterSystemOps(), true);

}  // namespace
}  // namespace ptoc::ir
