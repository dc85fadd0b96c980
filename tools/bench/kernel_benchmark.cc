// Kernel benchmarks against the peers a user would pick instead, measured in
// the same process on the same data, rounds interleaved so that load from
// other tenants hits every side alike:
//
//   matmul 1024^3 f32        R.matmul legalized vs OpenBLAS cblas_sgemm
//   gemv (1,4096)x(4096,4096) R.matmul legalized vs OpenBLAS cblas_sgemv
//   gemv x W^T, W (4096,4096)  NT_matmul PrimFunc vs OpenBLAS cblas_sgemv
//   add of 16M f32            R.add legalized vs memcpy of the same bytes
//
// Our side is the PrimFunc LegalizeOps produces, compiled once by BuildLLVM
// (ScheduleCPU, O3, host CPU) and called straight through the kernel ABI
// with arguments bound once, so neither compile time nor argument binding is
// timed. Results are checked against the peer before any time is reported.
// Both sides run at 1 thread and at all threads (our parallel loops through
// codegen::SetParallelThreads, OpenBLAS through openblas_set_num_threads),
// and the ratios compare equal thread counts.
//
// Run with OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE unset (see README): when set
// they force an older OpenBLAS kernel and the ratio is meaningless.
#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "compiler/codegen/llvm/kernel_signature.h"
#include "compiler/codegen/llvm/llvm_module.h"
#include "compiler/codegen/llvm/parallel_runtime.h"
#include "compiler/ir/target.h"
#include "compiler/runtime/ndarray.h"
#include "compiler/script/relax_parser.h"
#include "compiler/support/diagnostic.h"
#include "compiler/transform/legalize_ops.h"
#include "tools/bench/bench_util.h"

namespace rlx {
namespace bench {
namespace {

// A compiled legalized kernel with its arguments bound once.
struct Kernel {
  codegen::LLVMModule module;
  codegen::KernelFunc fn = nullptr;
  std::vector<codegen::KernelArg> args;
  std::string sig;

  void Run() const {
    int32_t rc = fn(args.data(), static_cast<int32_t>(args.size()));
    if (rc != codegen::kKernelOk) {
      std::fprintf(stderr, "kernel failed with status %d\n", rc);
      std::exit(1);
    }
  }
};

// One-op module `gv = <expr>(params)`, legalized; its only PrimFunc is
// compiled and bound to `buffers` (inputs then the output, call_tir order).
Kernel CompileOp(const std::string& params, const std::string& ret, const std::string& expr,
                 std::vector<NDArray>& buffers) {
  IRModule mod = script::ParseModuleText("@I.ir_module\nclass Module:\n    @R.function\n    def main(" + params +
                                         ") -> " + ret + ":\n        with R.dataflow():\n            gv: " + ret +
                                         " = " + expr + "\n            R.output(gv)\n        return gv\n");
  IRModule legal = transform::LegalizeOps(mod, {});
  tir::PrimFunc func;
  std::string name;
  for (const auto& [fname, entry] : legal->functions) {
    if (auto f = entry.second.as<tir::PrimFuncNode>()) {
      if (func.defined()) {
        std::fprintf(stderr, "expected one PrimFunc after LegalizeOps, found %s and %s\n", name.c_str(), fname.c_str());
        std::exit(1);
      }
      func = f;
      name = fname;
    }
  }
  if (!func.defined()) {
    std::fprintf(stderr, "LegalizeOps produced no PrimFunc for %s\n", expr.c_str());
    std::exit(1);
  }
  Kernel k{codegen::BuildLLVM({{name, func}}, Target::Parse("llvm -opt-level=3"))};
  k.fn = k.module.GetFunction(name);
  k.args = codegen::BindKernelArgs(k.module.GetSignature(name), buffers);
  k.sig = name;
  return k;
}

NDArray RandomF32(std::vector<int64_t> shape, uint32_t seed) {
  NDArray a = NDArray::Empty(std::move(shape), DataType::Float(32));
  float* p = a.data_as<float>();
  uint32_t s = seed;
  for (int64_t i = 0; i < a.NumElements(); ++i) {
    s = s * 1664525u + 1013904223u;
    p[i] = static_cast<float>(static_cast<double>(s >> 8) / (1 << 24) * 2.0 - 1.0);
  }
  return a;
}

// max |got - want| / max |want|: a norm-wise relative error, robust to the
// near-zero entries a random matmul has.
double MaxRelError(const NDArray& got, const NDArray& want) {
  const float* g = got.data_as<float>();
  const float* w = want.data_as<float>();
  double diff = 0, scale = 0;
  for (int64_t i = 0; i < want.NumElements(); ++i) {
    diff = std::max(diff, std::fabs(static_cast<double>(g[i]) - w[i]));
    scale = std::max(scale, std::fabs(static_cast<double>(w[i])));
  }
  return scale > 0 ? diff / scale : diff;
}

void CheckClose(const char* what, const NDArray& got, const NDArray& want, double tol) {
  double err = MaxRelError(got, want);
  std::printf("check %-8s max relative error ours vs peer: %.3g (tolerance %.0g)\n", what, err, tol);
  if (!(err <= tol)) {
    std::fprintf(stderr, "FAILED: %s result differs from the peer; no timings reported\n", what);
    std::exit(1);
  }
}

// Calls per sample so that a sample lasts at least `min_s` (one call at least).
int Calibrate(const std::function<void()>& f, double min_s) {
  double t = Seconds(f);
  return t >= min_s ? 1 : static_cast<int>(std::ceil(min_s / std::max(t, 1e-7)));
}

struct Side {
  std::string name;
  std::function<void()> run;
  int inner = 1;
  std::vector<double> samples;  // seconds per call
};

// `rounds` interleaved rounds, each side one sample (mean of `inner` calls,
// after one untimed warm-up call) per round.
void Measure(std::vector<Side>& sides, int rounds, double min_sample_s) {
  for (Side& s : sides) s.inner = Calibrate(s.run, min_sample_s);
  for (int r = 0; r < rounds; ++r) {
    for (Side& s : sides) {
      s.run();
      double t = Seconds([&] {
        for (int i = 0; i < s.inner; ++i) s.run();
      });
      s.samples.push_back(t / s.inner);
    }
  }
}

void PrintHeader(const char* title, const char* unit) {
  std::printf("\n%s\n", title);
  std::printf("  %-34s %7s %12s %12s %10s %14s\n", "impl", "calls", "median ms", "min ms", unit, "ours/row");
}

// `work` per call in the unit's base (FLOP or bytes); rate in G<unit>/s.
void PrintRow(const Side& s, double work, double ours_median) {
  double med = Median(s.samples);
  double mn = *std::min_element(s.samples.begin(), s.samples.end());
  // ours/row as a throughput ratio = row time / our time.
  std::printf("  %-34s %3dx%-3d %12.3f %12.3f %10.2f %14.3f\n", s.name.c_str(), static_cast<int>(s.samples.size()),
              s.inner, med * 1e3, mn * 1e3, work / med * 1e-9, med / ours_median);
}

void PrintSides(const std::vector<Side>& sides, double work) {
  double ours = Median(sides[0].samples);
  for (const Side& s : sides) PrintRow(s, work, ours);
}

constexpr int kRounds = 5;

// ours 1T, OpenBLAS 1T, ours nT, OpenBLAS nT (n = threads_all), each side
// setting its thread count before every call.
std::vector<Side> ThreadSides(const Kernel& k, const std::string& blas_name, const std::function<void()>& blas,
                              int threads_all) {
  std::vector<Side> sides;
  for (int t : {1, threads_all}) {
    std::string n = std::to_string(t) + "T";
    sides.push_back({"ours " + n, [&k, t] {
                       codegen::SetParallelThreads(t);
                       k.Run();
                     }});
    sides.push_back({"OpenBLAS " + blas_name + " " + n, [blas, t] {
                       openblas_set_num_threads(t);
                       blas();
                     }});
    if (threads_all == 1) break;
  }
  return sides;
}

// Throughput ratio ours / OpenBLAS at each thread count (sides in pairs).
void PrintRatios(const std::vector<Side>& sides) {
  std::printf("  ratio ours/OpenBLAS (throughput, equal threads):");
  for (size_t i = 0; i + 1 < sides.size(); i += 2) {
    std::string n = sides[i].name.substr(sides[i].name.rfind(' ') + 1);
    std::printf("  %s %.3f", n.c_str(), Median(sides[i + 1].samples) / Median(sides[i].samples));
  }
  std::printf("\n");
}

void BenchMatmul(int threads_all) {
  const int64_t n = 1024;
  NDArray a = RandomF32({n, n}, 1), b = RandomF32({n, n}, 2);
  NDArray ours = NDArray::Zeros({n, n}, DataType::Float(32));
  NDArray peer = NDArray::Zeros({n, n}, DataType::Float(32));
  std::vector<NDArray> buffers = {a, b, ours};
  const std::string t = "R.Tensor((1024, 1024), dtype=\"float32\")";
  Kernel k = CompileOp("a: " + t + ", b: " + t, t, "R.matmul(a, b, out_dtype=\"void\")", buffers);
  auto sgemm = [&] {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.data_as<float>(), n, b.data_as<float>(), n,
                0.0f, peer.data_as<float>(), n);
  };
  k.Run();
  openblas_set_num_threads(1);
  sgemm();
  CheckClose("matmul", ours, peer, 1e-4);

  std::vector<Side> sides = ThreadSides(k, "cblas_sgemm", sgemm, threads_all);
  Measure(sides, kRounds, 0.2);
  PrintHeader("matmul (1024x1024) x (1024x1024) float32 (ours: legalized R.matmul)", "GFLOP/s");
  PrintSides(sides, 2.0 * n * n * n);
  PrintRatios(sides);
}

void BenchGemv(int threads_all) {
  const int64_t n = 4096;
  NDArray x = RandomF32({1, n}, 3), w = RandomF32({n, n}, 4);
  NDArray ours = NDArray::Zeros({1, n}, DataType::Float(32));
  NDArray peer = NDArray::Zeros({1, n}, DataType::Float(32));
  std::vector<NDArray> buffers = {x, w, ours};
  Kernel k = CompileOp("x: R.Tensor((1, 4096), dtype=\"float32\"), w: R.Tensor((4096, 4096), dtype=\"float32\")",
                       "R.Tensor((1, 4096), dtype=\"float32\")", "R.matmul(x, w, out_dtype=\"void\")", buffers);
  // y^T = x^T W: with row-major W that is W^T x.
  auto sgemv = [&] {
    cblas_sgemv(CblasRowMajor, CblasTrans, n, n, 1.0f, w.data_as<float>(), n, x.data_as<float>(), 1, 0.0f,
                peer.data_as<float>(), 1);
  };
  k.Run();
  openblas_set_num_threads(1);
  sgemv();
  CheckClose("gemv", ours, peer, 1e-4);

  std::vector<Side> sides = ThreadSides(k, "cblas_sgemv", sgemv, threads_all);
  Measure(sides, kRounds, 0.2);
  PrintHeader("gemv (1x4096) x (4096x4096) float32 (ours: legalized R.matmul; 64 MiB of weights per call)", "GFLOP/s");
  PrintSides(sides, 2.0 * n * n);
  PrintRatios(sides);
  std::printf("  weights read at 1T: ours %.1f GB/s, OpenBLAS %.1f GB/s\n",
              4.0 * n * n / Median(sides[0].samples) * 1e-9, 4.0 * n * n / Median(sides[1].samples) * 1e-9);
}

// y = x W^T with W stored (4096 out, 4096 in), nn.Linear's layout, as the
// PrimFunc FuseOps + FuseTIR make of R.matmul(x, R.permute_dims(w)) once the
// transpose is folded into the access (TVM's NT_matmul). Peer: sgemv with W
// not transposed.
void BenchGemvTransposed(int threads_all) {
  const int64_t n = 4096;
  NDArray x = RandomF32({1, n}, 7), w = RandomF32({n, n}, 8);
  NDArray ours = NDArray::Zeros({1, n}, DataType::Float(32));
  NDArray peer = NDArray::Zeros({1, n}, DataType::Float(32));
  std::vector<NDArray> buffers = {x, w, ours};
  IRModule mod = script::ParseModuleText(R"(@I.ir_module
class Module:
    @T.prim_func(private=True)
    def NT_matmul(x: T.Buffer((T.int64(1), T.int64(4096)), "float32"), w: T.Buffer((T.int64(4096), T.int64(4096)), "float32"), y: T.Buffer((T.int64(1), T.int64(4096)), "float32")):
        T.func_attr({"tir.noalias": T.bool(True)})
        for i, j, k in T.grid(T.int64(1), T.int64(4096), T.int64(4096)):
            with T.block("NT_matmul"):
                v_i, v_j, v_k = T.axis.remap("SSR", [i, j, k])
                T.reads(x[v_i, v_k], w[v_j, v_k])
                T.writes(y[v_i, v_j])
                with T.init():
                    y[v_i, v_j] = T.float32(0.0)
                y[v_i, v_j] = y[v_i, v_j] + x[v_i, v_k] * w[v_j, v_k]
)");
  auto func = mod->functions.at("NT_matmul").second.cast<tir::PrimFuncNode>();
  Kernel k{codegen::BuildLLVM({{"NT_matmul", func}}, Target::Parse("llvm -opt-level=3"))};
  k.fn = k.module.GetFunction("NT_matmul");
  k.args = codegen::BindKernelArgs(k.module.GetSignature("NT_matmul"), buffers);
  auto sgemv = [&] {
    cblas_sgemv(CblasRowMajor, CblasNoTrans, n, n, 1.0f, w.data_as<float>(), n, x.data_as<float>(), 1, 0.0f,
                peer.data_as<float>(), 1);
  };
  k.Run();
  openblas_set_num_threads(1);
  sgemv();
  CheckClose("gemv_nt", ours, peer, 1e-4);
  std::vector<Side> sides = ThreadSides(k, "cblas_sgemv", sgemv, threads_all);
  Measure(sides, kRounds, 0.2);
  PrintHeader("gemv, transposed weights: (1x4096) x (4096x4096)^T float32 (hand-written NT_matmul PrimFunc)",
              "GFLOP/s");
  PrintSides(sides, 2.0 * n * n);
  PrintRatios(sides);
}

void BenchAdd() {
  const int64_t n = 16 * 1024 * 1024;
  NDArray x = RandomF32({n}, 5), y = RandomF32({n}, 6);
  NDArray ours = NDArray::Zeros({n}, DataType::Float(32));
  NDArray copy = NDArray::Zeros({n}, DataType::Float(32));
  std::vector<NDArray> buffers = {x, y, ours};
  const std::string t = "R.Tensor((16777216,), dtype=\"float32\")";
  Kernel k = CompileOp("x: " + t + ", y: " + t, t, "R.add(x, y)", buffers);
  k.Run();
  NDArray want = NDArray::Empty({n}, DataType::Float(32));
  for (int64_t i = 0; i < n; ++i) want.data_as<float>()[i] = x.data_as<float>()[i] + y.data_as<float>()[i];
  CheckClose("add", ours, want, 0);

  // Every buffer was written above, so no first-touch page faults are timed.
  std::vector<Side> sides = {
      {"ours (legalized R.add)", [&] { k.Run(); }},
      {"memcpy of one 64 MiB operand", [&] { std::memcpy(copy.data(), x.data(), x.NumBytes()); }},
  };
  Measure(sides, kRounds, 0.2);
  double bytes = static_cast<double>(x.NumBytes());
  std::printf("\nadd of 16M float32 (64 MiB per operand) vs memcpy of 64 MiB\n");
  std::printf("  %-34s %7s %12s %12s %12s\n", "impl", "calls", "median ms", "min ms", "GB/s moved");
  double ours_med = Median(sides[0].samples), copy_med = Median(sides[1].samples);
  // Minimal traffic: add reads two operands and writes one; memcpy reads one
  // and writes one.
  const double traffic[] = {3 * bytes, 2 * bytes};
  for (size_t i = 0; i < sides.size(); ++i) {
    const Side& s = sides[i];
    std::printf("  %-34s %3dx%-3d %12.3f %12.3f %12.2f\n", s.name.c_str(), static_cast<int>(s.samples.size()), s.inner,
                Median(s.samples) * 1e3, *std::min_element(s.samples.begin(), s.samples.end()) * 1e3,
                traffic[i] / Median(s.samples) * 1e-9);
  }
  std::printf("  ours/memcpy bandwidth ratio: %.3f   (time ratio ours/memcpy: %.3f; 1.5 = same bandwidth)\n",
              (traffic[0] / ours_med) / (traffic[1] / copy_med), ours_med / copy_med);
}

int Main() {
  const char* core_env = std::getenv("OPENBLAS_CORETYPE");
  const char* l2_env = std::getenv("OPENBLAS_L2_SIZE");
  int threads_all = openblas_get_num_threads();
  // DYNAMIC_ARCH picks the kernels by core; on the Zen development host,
  // `perf record` of this binary shows sgemm_kernel_ZEN (matmul) and the
  // static kernels of sgemv_n_ZEN (gemv: row-major A^T x is column-major
  // A x) and sgemv_t_ZEN (gemv with transposed weights).
  std::printf(
      "OpenBLAS core: %s (its DYNAMIC_ARCH kernels: sgemm_kernel_<core>, sgemv_n/t_<core>)\n"
      "OpenBLAS config: %s\nThreads: OpenBLAS all = %d, ours all = %d (RLX_NUM_THREADS)\n",
      openblas_get_corename(), openblas_get_config(), threads_all, codegen::GetParallelThreads());
  if (core_env || l2_env) {
    std::printf(
        "WARNING: OPENBLAS_CORETYPE=%s OPENBLAS_L2_SIZE=%s are set; OpenBLAS may not run its best kernel.\n"
        "         Rerun with: env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE bazel run -c opt ...\n",
        core_env ? core_env : "(unset)", l2_env ? l2_env : "(unset)");
  }
  std::printf(
      "Each row: median and min over %d interleaved rounds; a sample is the mean of 'calls' calls\n"
      "after an untimed warm-up call. 'ours/row' = our throughput / that row's\n"
      "= row median time / our median time (<1: ours slower).\n",
      kRounds);
  try {
    BenchMatmul(threads_all);
    BenchGemv(threads_all);
    BenchGemvTransposed(threads_all);
    BenchAdd();
  } catch (const DiagnosticError& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}

}  // namespace
}  // namespace bench
}  // namespace rlx

int main() { return rlx::bench::Main(); }
