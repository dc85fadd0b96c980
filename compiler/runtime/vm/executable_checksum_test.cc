// The trailing checksum of saved executables: every corruption and
// truncation is a DiagnosticError naming the file, never a crash or a
// different program.
#include <gtest/gtest.h>

#include <string>

#include "compiler/runtime/vm/executable.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace vm {
namespace {

// A small but complete executable: a tensor constant, a string, a match
// spec with shape programs and one VM function using all of them.
Executable SampleExecutable() {
  Executable e;
  e.target = "llvm";
  e.kernel_source = "# kernels\n";
  Constant t;
  t.kind = Constant::Kind::kTensor;
  t.tensor = NDArray::FromVector<double>({2, 2}, {1, 2, 3, 4}, DataType::Float(32));
  e.constants.push_back(t);
  Constant s;
  s.kind = Constant::Kind::kString;
  s.str = "hello";
  e.constants.push_back(s);
  Constant m;
  m.kind = Constant::Kind::kMatchSpec;
  m.str = "parameter 'x'";
  m.value_kind = Constant::ValueKind::kTensor;
  m.dtype = "float32";
  m.ndim = 2;
  m.patterns = {DimPattern{DimPattern::kStore, 0, {}}, DimPattern{DimPattern::kCheck, 0, {{ShapeOp::kConst, 2}}}};
  m.expected = "(n, 2)";
  e.constants.push_back(m);
  VMFunction builtin;
  builtin.kind = VMFunction::kBuiltin;
  builtin.name = "vm.builtin.match_shape";
  e.func_table.push_back(builtin);
  VMFunction main;
  main.kind = VMFunction::kVMFunc;
  main.name = "main";
  main.param_names = {"x"};
  main.num_regs = 2;
  main.heap_size = 1;
  Instruction call;
  call.op = Instruction::kCall;
  call.dst = 1;
  call.func = 0;
  call.args = {{Arg::kRegister, 0}, {Arg::kConstIdx, 2}};
  Instruction ret;
  ret.op = Instruction::kRet;
  ret.reg = 0;
  main.code = {call, ret};
  e.func_table.push_back(main);
  return e;
}

std::string LoadError(const std::string& bytes, const std::string& name) {
  try {
    Executable::Load(bytes, name);
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "";
}

TEST(ExecutableChecksumTest, SaveAppendsTheChecksumAndLoadAcceptsIt) {
  std::string bytes = SampleExecutable().Save();
  ASSERT_GT(bytes.size(), kExecutableChecksumSize);
  std::string payload = bytes.substr(0, bytes.size() - kExecutableChecksumSize);
  EXPECT_EQ(WithExecutableChecksum(payload), bytes);
  Executable back = Executable::Load(bytes, "ok.rlx");
  EXPECT_EQ(back.Save(), bytes);
  EXPECT_EQ(back.AsText(), SampleExecutable().AsText());
}

TEST(ExecutableChecksumTest, EveryFlippedByteIsDetected) {
  const std::string bytes = SampleExecutable().Save();
  for (size_t i = 0; i < bytes.size(); ++i) {
    for (int bit : {0x01, 0x80}) {
      std::string bad = bytes;
      bad[i] = static_cast<char>(bad[i] ^ bit);
      std::string what = LoadError(bad, "flipped.rlx");
      ASSERT_NE(what, "") << "byte " << i << " flipped with " << bit << " still loads";
      EXPECT_NE(what.find("flipped.rlx: not a valid rlx VM executable ("), std::string::npos) << what;
      // Past the magic header the checksum, not a parse step, reports it.
      if (i >= 8) {
        EXPECT_NE(what.find("checksum mismatch"), std::string::npos) << "byte " << i << ": " << what;
      }
    }
  }
}

TEST(ExecutableChecksumTest, EveryTruncationIsDetected) {
  const std::string bytes = SampleExecutable().Save();
  for (size_t n = 0; n < bytes.size(); ++n) {
    std::string what = LoadError(bytes.substr(0, n), "cut.rlx");
    ASSERT_NE(what, "") << "the first " << n << " bytes still load";
    EXPECT_NE(what.find("cut.rlx: not a valid rlx VM executable ("), std::string::npos) << n << ": " << what;
  }
  EXPECT_NE(LoadError(bytes.substr(0, bytes.size() - 1), "cut.rlx").find("corrupted or truncated"), std::string::npos);
  EXPECT_NE(LoadError(bytes.substr(0, 10), "cut.rlx").find("too short"), std::string::npos);
}

TEST(ExecutableChecksumTest, AppendedBytesAreDetected) {
  const std::string bytes = SampleExecutable().Save();
  EXPECT_NE(LoadError(bytes + "x", "long.rlx").find("checksum mismatch"), std::string::npos);
  EXPECT_NE(LoadError(bytes + bytes, "twice.rlx").find("checksum mismatch"), std::string::npos);
}

TEST(ExecutableChecksumTest, ResealedGarbageStillFailsTheParser) {
  // A valid checksum does not make bad contents acceptable: the structural
  // checks after it still run.
  std::string payload = SampleExecutable().Save();
  payload.resize(payload.size() - kExecutableChecksumSize);
  std::string what = LoadError(WithExecutableChecksum(payload.substr(0, payload.size() - 3)), "sealed.rlx");
  EXPECT_NE(what.find("sealed.rlx: not a valid rlx VM executable"), std::string::npos) << what;
  EXPECT_EQ(what.find("checksum"), std::string::npos) << what;
}

}  // namespace
}  // namespace vm
}  // namespace runtime
}  // namespace rlx
