#include "compiler/codegen/source/thread_sync.h"

#include <gtest/gtest.h>

#include "compiler/codegen/source/device_split.h"
#include "compiler/tir/transform/flatten_buffer.h"
#include "compiler/tir/transform/script_io_for_test.h"

namespace rlx {
namespace codegen {
namespace {

using tir::transform::ParseTir;
using tir::transform::PrintTir;

int CountSyncs(const std::string& text) {
  int n = 0;
  for (size_t p = text.find("T.tvm_storage_sync"); p != std::string::npos; p = text.find("T.tvm_storage_sync", p + 1))
    ++n;
  return n;
}

// Lock-step TIR (the interpreter's semantics): thread 0 sums what every
// thread stored. On a device that needs a barrier between the two.
TEST(ThreadSyncTest, BarrierBetweenSharedWriteAndOtherThreadsRead) {
  tir::PrimFunc f = LowerForDevice(ParseTir(R"(@T.prim_func
def f(A: T.Buffer((4, 64), "float32"), B: T.Buffer((4,), "float32")):
    s = T.alloc_buffer((64,), scope="shared")
    for bx in T.thread_binding(4, thread="blockIdx.x"):
        for tx in T.thread_binding(64, thread="threadIdx.x"):
            with T.block("load"):
                v_bx, v_tx = T.axis.remap("SS", [bx, tx])
                s[v_tx] = A[v_bx, v_tx]
            for k in range(64):
                with T.block("sum"):
                    v_bx, v_k = T.axis.remap("SR", [bx, k])
                    T.where(tx == 0)
                    with T.init():
                        B[v_bx] = T.float32(0.0)
                    B[v_bx] = B[v_bx] + s[v_k]
)"));
  std::string text = PrintTir(f);
  EXPECT_EQ(CountSyncs(text), 1) << text;
  size_t store = text.find("s[tx] = A_1[");
  size_t sync = text.find("T.tvm_storage_sync(\"shared\")");
  size_t loop = text.find("for k in range(64)");
  ASSERT_NE(store, std::string::npos) << text;
  EXPECT_LT(store, sync) << text;
  EXPECT_LT(sync, loop) << text;
}

TEST(ThreadSyncTest, ExplicitBarriersAreKeptAndNoneAdded) {
  tir::PrimFunc f = tir::transform::FlattenBuffer(ParseTir(R"(@T.prim_func
def f(A: T.Buffer((64,), "float32")):
    red = T.allocate([64], "float32", "shared")
    r = T.decl_buffer((64,), data=red, scope="shared")
    for tx in T.thread_binding(64, thread="threadIdx.x"):
        r[tx] = A[tx]
        T.tvm_storage_sync("shared")
        for s in range(6):
            if tx < (32 >> s):
                r[tx] = r[tx] + r[tx + (32 >> s)]
            T.tvm_storage_sync("shared")
        if tx == 0:
            A[0] = r[0]
)"));
  EXPECT_EQ(ThreadSync(f), f);
}

// A dependence carried by a uniform loop gets a barrier at the end of the
// body; the divergent `if` gets one in front of it, never inside.
TEST(ThreadSyncTest, LoopCarriedDependenceAndDivergentBranch) {
  tir::PrimFunc f = tir::transform::FlattenBuffer(ParseTir(R"(@T.prim_func
def f(A: T.Buffer((32,), "float32")):
    buf = T.allocate([32], "float32", "shared")
    s = T.decl_buffer((32,), data=buf, scope="shared")
    for tx in T.thread_binding(32, thread="threadIdx.x"):
        s[tx] = A[tx]
        for k in range(3):
            A[tx] = s[(tx + 1) % 32]
            s[tx] = A[tx] + T.float32(1.0)
        if tx < 16:
            A[tx] = s[tx + 16]
)"));
  std::string text = PrintTir(ThreadSync(f));
  EXPECT_EQ(text, PrintTir(ThreadSync(ThreadSync(f)))) << "not idempotent";
  // Before the loop (read after write), between the read and the write in
  // the body (write after read), at the end of the body (carried), and none
  // inside the divergent branch, whose read follows the body-end barrier.
  EXPECT_EQ(CountSyncs(text), 3) << text;
  size_t branch = text.find("if tx < 16");
  ASSERT_NE(branch, std::string::npos) << text;
  EXPECT_EQ(text.find("T.tvm_storage_sync", branch), std::string::npos) << text;
}

}  // namespace
}  // namespace codegen
}  // namespace rlx
