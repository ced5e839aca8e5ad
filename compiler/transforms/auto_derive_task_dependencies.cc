// AutoDeriveTaskDependencies: in the reference this derives producer -> consumer
// task edges inside AUTO runtime regions, but only when the opt-in
// `analyze_auto_scopes` analysis is enabled; with the default setting (the
// only one the Default strategy uses) it returns every program unchanged and
// leaves user MANUAL scopes to their explicit dependencies. ptoc offers no way
// to enable the analysis, so the pass is exactly that default identity.
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr AutoDeriveTaskDependencies(const ir::ProgramPtr& program) { return program; }

}  // namespace ptoc::transforms
