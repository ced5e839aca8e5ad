// Before/Expected checks of SkewCrossCorePipeline. The first eight Before
// programs are the reference's unit tests (test_skew_cross_core_pipeline.py);
// the others were written for ptoc. Every Expected program is the reference
// pass's own output on the Before program (at 00cacc259, printed, including the
// pipeline_membership tags its Expected programs strip); the printed texts
// must match too, since the pass names the copies' variables.
#include <string>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::CheckOptions;
using ::ptoc::testing::ExpectPassOn;
using ::ptoc::testing::ParseOrFail;

constexpr char kPass[] = "SkewCrossCorePipeline";

// Same text, and a second run leaves the result alone (the emitted loops are
// sequential).
constexpr CheckOptions kSameTextIdempotent = {/*compare_memrefs=*/false,
                                              /*compare_printed=*/true,
                                              /*rerun_unchanged=*/true};

// Structural equality only (still idempotent): ptoc keeps the source comments
// of the copied statements, which the reference drops.
constexpr CheckOptions kIdempotent = {/*compare_memrefs=*/false,
                                      /*compare_printed=*/false,
                                      /*rerun_unchanged=*/true};

void Check(const char* before, const char* expected,
           const CheckOptions& options = kSameTextIdempotent) {
  auto program = ParseOrFail(before);
  auto want = ParseOrFail(expected);
  ASSERT_NE(program, nullptr);
  ASSERT_NE(want, nullptr);
  ExpectPassOn(kPass, program, want, options);
}

// test_single_roundtrip_producer_skews: a cube-side produce-first body (tpush_to_aiv, then
// tpop_from_aiv) at the default depth 2: two produces, a steady loop pairing two produces with
// the two trailing consumes, two consumes. Each copy's tile definitions carry the stage of its
// index in one group (test_membership_tags_distinct_stage_per_clone).
TEST(SkewCrossCorePipelineTest, ProducerSkewsAtDepthTwo) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aiv(rs, split=0)
        qa_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        rs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_1, qa_1, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aiv(rs_1, split=0)
        for i in pl.range(2, 4, 2):
            qa_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            rs_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_2, qa_2, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aiv(rs_2, split=0)
            qa_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            rs_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_3, qa_3, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.tpush_to_aiv(rs_3, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.store(oi, [(i - 2) * 16, 0], out)
            e_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_1, e_1, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.store(oi_1, [(i - 1) * 16, 0], out)
        e_2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_2, e_2, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.store(oi_2, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e_3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_3, e_3, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.store(oi_3, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
)PY");
}

// test_single_roundtrip_producer_skews_vector_direction: the same on the vector side.
TEST(SkewCrossCorePipelineTest, VectorSideProducerSkews) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            # PRODUCE first (V->C)
            pl.tile.tpush_to_aic(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa, attrs={"pipeline_membership": "1048576:0"})
        # PRODUCE first (V->C)
        pl.tile.tpush_to_aic(rs, split=0)
        qa_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        rs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_1, qa_1, attrs={"pipeline_membership": "1048576:1"})
        # PRODUCE first (V->C)
        pl.tile.tpush_to_aic(rs_1, split=0)
        for i in pl.range(2, 4, 2):
            qa_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            rs_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_2, qa_2, attrs={"pipeline_membership": "1048576:0"})
            # PRODUCE first (V->C)
            pl.tile.tpush_to_aic(rs_2, split=0)
            qa_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            rs_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_3, qa_3, attrs={"pipeline_membership": "1048576:1"})
            # PRODUCE first (V->C)
            pl.tile.tpush_to_aic(rs_3, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.store(oi, [(i - 2) * 16, 0], out)
            e_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            oi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_1, e_1, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.store(oi_1, [(i - 1) * 16, 0], out)
        e_2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
        oi_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_2, e_2, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.store(oi_2, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e_3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
        oi_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_3, e_3, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.store(oi_3, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
)PY");
}

// test_recomputable_scalar_carry_skews: the offset both halves read is recomputed in each consume
// copy at the consumed index.
TEST(SkewCrossCorePipelineTest, RecomputableScalarCarrySkews) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, kv: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            off: pl.Scalar[pl.INDEX] = i * 16
            # K-load (produce)
            ka: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ka, ka)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            # V-load REUSES off
            va: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, va)
            pl.tile.store(oi, [off, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, kv: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        off: pl.Scalar[pl.INDEX] = pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX)
        ka: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ka, ka, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aiv(rs, split=0)
        off_1: pl.Scalar[pl.INDEX] = pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX)
        ka_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_1, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        rs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ka_1, ka_1, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aiv(rs_1, split=0)
        for i in pl.range(2, 4, 2):
            off_2: pl.Scalar[pl.INDEX] = i * 16
            ka_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_2, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            rs_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ka_2, ka_2, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aiv(rs_2, split=0)
            off_3: pl.Scalar[pl.INDEX] = (i + 1) * 16
            ka_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_3, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            rs_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(ka_3, ka_3, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.tpush_to_aiv(rs_3, split=0)
            off_4: pl.Scalar[pl.INDEX] = (i - 2) * 16
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            va: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_4, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, va, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.store(oi, [off_4, 0], out)
            off_5: pl.Scalar[pl.INDEX] = (i - 1) * 16
            e_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            va_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_5, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            oi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_1, va_1, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.store(oi_1, [off_5, 0], out)
        off_6: pl.Scalar[pl.INDEX] = pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX)
        e_2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        va_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_6, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        oi_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_2, va_2, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.store(oi_2, [off_6, 0], out)
        off_7: pl.Scalar[pl.INDEX] = pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX)
        e_3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        va_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(kv, [off_7, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        oi_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_3, va_3, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.store(oi_3, [off_7, 0], out)
)PY",
        kIdempotent);
}

// test_consumer_multi_roundtrip_demotes_to_sequential: pop first, two pops: sequential loop.
TEST(SkewCrossCorePipelineTest, ConsumerFirstBodyDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            s0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(s0, s0)
            pl.tile.tpush_to_aic(c0, split=0)
            c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(c0, c0)
            s1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            o0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(s1, c1)
            pl.tile.store(o0, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(4):
            s0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(s0, s0)
            pl.tile.tpush_to_aic(c0, split=0)
            c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(c0, c0)
            s1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aic(split=0)
            o0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(s1, c1)
            pl.tile.store(o0, [i * 16, 0], out)
)PY");
}

// test_producer_multi_roundtrip_demotes_to_sequential: two pushes on one FIFO: sequential loop.
TEST(SkewCrossCorePipelineTest, ProducerMultiRoundTripDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            p0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(p0, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            p1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e0, e0)
            pl.tile.tpush_to_aiv(p1, split=0)
            e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            o0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e1, e1)
            pl.tile.store(o0, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(4):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            p0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(p0, split=0)
            e0: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            p1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e0, e0)
            pl.tile.tpush_to_aiv(p1, split=0)
            e1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            o0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e1, e1)
            pl.tile.store(o0, [i * 16, 0], out)
)PY");
}

// test_non_cross_core_pipeline_left_for_unroll: no cross-core op, the pipeline loop stays.
TEST(SkewCrossCorePipelineTest, SameCoreLoopLeftForLowerPipelineLoops) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.store(oi, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(4, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.store(oi, [i * 16, 0], out)
)PY");
}

// test_odd_trip_falls_back_to_depth1: 3 iterations do not fit depth 2; depth 1.
TEST(SkewCrossCorePipelineTest, OddTripFallsBackToDepthOne) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.pipeline(3, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aiv(rs, split=0)
        for i in pl.range(1, 3):
            qa_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            rs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_1, qa_1, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aiv(rs_1, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.store(oi, [(i - 1) * 16, 0], out)
        e_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_1, e_1, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.store(oi_1, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
)PY");
}

// test_stage4_skews_depth3: stage=4 asks for depth 3; 6 iterations allow it.
TEST(SkewCrossCorePipelineTest, StageFourSkewsAtDepthThree) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        for i in pl.pipeline(6, stage=4):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa)
            pl.tile.tpush_to_aiv(rs, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e)
            pl.tile.store(oi, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, q: pl.Tensor[[128, 64], pl.FP32], out: pl.Tensor[[128, 64], pl.FP32]):
        qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        rs: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa, qa, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aiv(rs, split=0)
        qa_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        rs_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_1, qa_1, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aiv(rs_1, split=0)
        qa_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:2"})
        rs_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_2, qa_2, attrs={"pipeline_membership": "1048576:2"})
        pl.tile.tpush_to_aiv(rs_2, split=0)
        for i in pl.range(3, 6, 3):
            qa_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            rs_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_3, qa_3, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aiv(rs_3, split=0)
            qa_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            rs_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_4, qa_4, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.tpush_to_aiv(rs_4, split=0)
            qa_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + 2) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:2"})
            rs_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(qa_5, qa_5, attrs={"pipeline_membership": "1048576:2"})
            pl.tile.tpush_to_aiv(rs_5, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.store(oi, [(i - 3) * 16, 0], out)
            e_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_1, e_1, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.store(oi_1, [(i - 2) * 16, 0], out)
            e_2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_2, e_2, attrs={"pipeline_membership": "1048576:2"})
            pl.tile.store(oi_2, [(i - 1) * 16, 0], out)
        e_3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_3, e_3, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.store(oi_3, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e_4: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi_4: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_4, e_4, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.store(oi_4, [pl.const(4, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
        e_5: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        oi_5: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_5, e_5, attrs={"pipeline_membership": "1048576:2"})
        pl.tile.store(oi_5, [pl.const(5, pl.INDEX) * pl.const(16, pl.INDEX), 0], out)
)PY");
}

// The produce half loads from the loop's carried tensor: sequential loop.
TEST(SkewCrossCorePipelineTest, ProduceHalfReadingIterArgDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def iterarg_in_produce(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(acc, [i * 16, 0], [16, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [i * 16, 0], acc)
            r = pl.yield_(acc2)
        return r
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def iterarg_in_produce(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(out,)):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            acc2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(e, [i * 16, 0], acc)
            r: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc2)
        return r
)PY");
}

// The consume half reads the pushed tile itself: sequential loop.
TEST(SkewCrossCorePipelineTest, TileCrossingHalvesDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def carried_tile(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, qa)
            pl.tile.store(oi, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def carried_tile(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(4):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            oi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, qa)
            pl.tile.store(oi, [i * 16, 0], out)
)PY");
}

// Dynamic stop: sequential loop.
TEST(SkewCrossCorePipelineTest, DynamicBoundsDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def dynamic(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        for i in pl.pipeline(0, n, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def dynamic(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        for i in pl.range(n):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [i * 16, 0], out)
)PY");
}

// One iteration: sequential loop.
TEST(SkewCrossCorePipelineTest, SingleIterationDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def one_trip(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 1, 1, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [i * 16, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def one_trip(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(1):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [i * 16, 0], out)
)PY");
}

// Negative step at stage=3 (depth 2: 8 iterations), then stage=6 over 5 iterations (depth 1, as
// 5 is prime); each skewed loop of the function gets its own pipeline group.
TEST(SkewCrossCorePipelineTest, NegativeStepsAndGroupPerLoop) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def two_loops_neg(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(7, -1, -1, stage=3):
            qa: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(q, [i * 8, 0], [8, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [i * 8, 0], out)
        for j in pl.pipeline(0, 5, 1, stage=6):
            qb: pl.Tile[[8, 64], pl.FP32] = pl.tile.load(q, [j * 8, 0], [8, 64])
            pl.tile.tpush_to_aiv(qb, split=0)
            f: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(f, [j * 8, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def two_loops_neg(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        qa: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(7, pl.INDEX) * pl.const(8, pl.INDEX), 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        pl.tile.tpush_to_aiv(qa, split=0)
        qa_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(6, pl.INDEX) * pl.const(8, pl.INDEX), 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        pl.tile.tpush_to_aiv(qa_1, split=0)
        for i in pl.range(5, -1, -2):
            qa_2: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            pl.tile.tpush_to_aiv(qa_2, split=0)
            qa_3: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + -1) * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            pl.tile.tpush_to_aiv(qa_3, split=0)
            e: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [(i - -2) * 8, 0], out)
            e_1: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e_1, [(i - -1) * 8, 0], out)
        e_2: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        pl.tile.store(e_2, [pl.const(1, pl.INDEX) * pl.const(8, pl.INDEX), 0], out)
        e_3: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        pl.tile.store(e_3, [pl.const(0, pl.INDEX) * pl.const(8, pl.INDEX), 0], out)
        qb: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(8, pl.INDEX), 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048577:0"})
        pl.tile.tpush_to_aiv(qb, split=0)
        for j in pl.range(1, 5):
            qb_1: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [j * 8, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048577:0"})
            pl.tile.tpush_to_aiv(qb_1, split=0)
            f: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(f, [(j - 1) * 8, 0], out)
        f_1: pl.Tile[[8, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        pl.tile.store(f_1, [pl.const(4, pl.INDEX) * pl.const(8, pl.INDEX), 0], out)
)PY");
}

// The offset both halves read comes from a call: not recomputable, sequential loop.
TEST(SkewCrossCorePipelineTest, ScalarFromCallDemoted) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def scalar_via_call(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.pipeline(0, 4, 1, stage=2):
            off: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
            o2: pl.Scalar[pl.INDEX] = off + i * 16
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [o2, 0], [16, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [o2, 0], out)
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def scalar_via_call(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]):
        for i in pl.range(4):
            off: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
            o2: pl.Scalar[pl.INDEX] = off + i * 16
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [o2, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [o2, 0], out)
)PY");
}

// A produce half ending in a nested loop (its result pushed) and a consume half with an if and
// a carried tensor: both are copied with fresh definitions, the carried value threads through
// the consume copies.
TEST(SkewCrossCorePipelineTest, NestedLoopAndIfCopied) {
  Check(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def nested_k_loop(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (o,) in pl.pipeline(0, 4, 1, stage=2, init_values=(out,)):
            z: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            for kk, (a,) in pl.range(0, 2, 1, init_values=(z,)):
                qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, kk], [16, 64])
                a2: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(a, qa)
                s = pl.yield_(a2)
            pl.tile.tpush_to_aiv(s, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            if i == 0:
                t1: pl.Tile[[16, 64], pl.FP32] = pl.tile.add(e, e)
                t = pl.yield_(t1)
            else:
                t2: pl.Tile[[16, 64], pl.FP32] = pl.tile.mul(e, e)
                t = pl.yield_(t2)
            o2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [i * 16, 0], o)
            r = pl.yield_(o2)
        return r
)PY",
        R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def nested_k_loop(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        z: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
        for kk, (a,) in pl.range(2, init_values=(z,)):
            qa: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(0, pl.INDEX) * pl.const(16, pl.INDEX), kk], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            a2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, qa, attrs={"pipeline_membership": "1048576:0"})
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(a2)
        pl.tile.tpush_to_aiv(s, split=0)
        z_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
        for kk_1, (a_1,) in pl.range(2, init_values=(z_1,)):
            qa_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [pl.const(1, pl.INDEX) * pl.const(16, pl.INDEX), kk_1], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            a2_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_1, qa_1, attrs={"pipeline_membership": "1048576:1"})
            s_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(a2_1)
        pl.tile.tpush_to_aiv(s_1, split=0)
        for i, (o,) in pl.range(2, 4, 2, init_values=(out,)):
            z_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
            for kk_2, (a_2,) in pl.range(2, init_values=(z_2,)):
                qa_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [i * 16, kk_2], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:0"})
                a2_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_2, qa_2, attrs={"pipeline_membership": "1048576:0"})
                s_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(a2_2)
            pl.tile.tpush_to_aiv(s_2, split=0)
            z_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + 1) * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
            for kk_3, (a_3,) in pl.range(2, init_values=(z_3,)):
                qa_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(q, [(i + 1) * 16, kk_3], [16, 64], [16, 64], target_memory=pl.Mem.Vec, attrs={"pipeline_membership": "1048576:1"})
                a2_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_3, qa_3, attrs={"pipeline_membership": "1048576:1"})
                s_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(a2_3)
            pl.tile.tpush_to_aiv(s_3, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            if i - 2 == 0:
                t1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e, e, attrs={"pipeline_membership": "1048576:0"})
                t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t1)
            else:
                t2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(e, e, attrs={"pipeline_membership": "1048576:0"})
                t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t2)
            o2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [(i - 2) * 16, 0], o)
            e_1: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            if i - 1 == 0:
                t1_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_1, e_1, attrs={"pipeline_membership": "1048576:1"})
                t_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t1_1)
            else:
                t2_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(e_1, e_1, attrs={"pipeline_membership": "1048576:1"})
                t_1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t2_1)
            o2_1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t_1, [(i - 1) * 16, 0], o2)
            r_swp: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(o2_1)
        e_2: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        if pl.const(2, pl.INDEX) == pl.const(0, pl.INDEX):
            t1_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_2, e_2, attrs={"pipeline_membership": "1048576:0"})
            t_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t1_2)
        else:
            t2_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(e_2, e_2, attrs={"pipeline_membership": "1048576:0"})
            t_2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t2_2)
        o2_2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t_2, [pl.const(2, pl.INDEX) * pl.const(16, pl.INDEX), 0], r_swp)
        e_3: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
        if pl.const(3, pl.INDEX) == pl.const(0, pl.INDEX):
            t1_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(e_3, e_3, attrs={"pipeline_membership": "1048576:1"})
            t_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t1_3)
        else:
            t2_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(e_3, e_3, attrs={"pipeline_membership": "1048576:1"})
            t_3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t2_3)
        o2_3: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t_3, [pl.const(3, pl.INDEX) * pl.const(16, pl.INDEX), 0], o2_2)
        r: pl.Tensor[[64, 64], pl.FP32] = o2_3
        return r
)PY");
}

// A cross-core loop with stage > 1 needs a constant step (the reference
// raises a ValueError).
TEST(SkewCrossCorePipelineTest, NonConstantStepRejected) {
  auto program = ParseOrFail(R"PY(import pypto.language as pl

@pl.program
class Before:
    @pl.function(strict_ssa=True)
    def dyn_step(self, q: pl.Tensor[[64, 64], pl.FP32], out: pl.Tensor[[64, 64], pl.FP32], s: pl.Scalar[pl.INDEX]):
        for i in pl.pipeline(0, 4, s, stage=2):
            qa: pl.Tile[[16, 64], pl.FP32] = pl.tile.load(q, [i * 16, 0], [16, 64])
            pl.tile.tpush_to_aiv(qa, split=0)
            e: pl.Tile[[16, 64], pl.FP32] = pl.tile.tpop_from_aiv(split=0)
            pl.tile.store(e, [i * 16, 0], out)
)PY");
  ASSERT_NE(program, nullptr);
  absl::Status status = ::ptoc::testing::PassFailure(kPass, program);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_NE(status.message().find("step must be a compile-time integer constant"),
            std::string::npos)
      << status;
}

}  // namespace
}  // namespace ptoc::transforms
