#include "compiler/runtime/vm/executable.h"

#include <cstring>
#include <optional>
#include <sstream>

#include "compiler/runtime/npy.h"
#include "compiler/support/diagnostic.h"

namespace rlx {
namespace runtime {
namespace vm {
namespace {

// The dtype a constant of `t` is stored as in npy: itself, or for the
// floating types npy lacks (bfloat16, float8) the unsigned integer of
// their width, bit for bit.
DataType NpyStorageType(DataType t) { return t.is_bfloat16() || t.is_float8() ? DataType::UInt(t.bits()) : t; }

NDArray NpyStorable(const NDArray& a) {
  DataType s = NpyStorageType(a.dtype());
  return s == a.dtype() ? a : a.View(0, a.shape(), s);
}

constexpr int64_t kMaxCount = int64_t{1} << 32;
constexpr char kKernelObjectTag[] = "kernel_object";

class Writer {
 public:
  void I64(int64_t v) {
    for (int i = 0; i < 8; ++i) out_.push_back(static_cast<char>((static_cast<uint64_t>(v) >> (8 * i)) & 0xff));
  }
  void Str(const std::string& s) {
    I64(static_cast<int64_t>(s.size()));
    out_ += s;
  }
  void Program(const ShapeProgram& p) {
    I64(static_cast<int64_t>(p.size()));
    for (const ShapeOp& op : p) {
      I64(op.code);
      I64(op.value);
    }
  }
  std::string& out() { return out_; }

 private:
  std::string out_;
};

class Reader {
 public:
  // `what` names the data in errors ("rlx VM executable", or a section).
  Reader(const std::string& bytes, const std::string& name, std::string what = "rlx VM executable")
      : bytes_(bytes), name_(name), what_(std::move(what)) {}
  int64_t I64() {
    if (pos_ + 8 > bytes_.size()) Fail("truncated");
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(bytes_[pos_ + i])) << (8 * i);
    pos_ += 8;
    return static_cast<int64_t>(v);
  }
  int64_t Count() {
    int64_t n = I64();
    if (n < 0 || n > kMaxCount) Fail("bad count " + std::to_string(n));
    return n;
  }
  // A count of elements about to be read, each at least 8 bytes long: more
  // than the remaining bytes can hold is reported before anything is
  // allocated for them (a corrupt count must not ask for terabytes).
  int64_t Elements() {
    int64_t n = Count();
    if (static_cast<uint64_t>(n) > (bytes_.size() - pos_) / 8) {
      Fail("bad count " + std::to_string(n) + " (only " + std::to_string(bytes_.size() - pos_) + " bytes left)");
    }
    return n;
  }
  int64_t Enum(int64_t limit) {
    int64_t v = I64();
    if (v < 0 || v > limit) Fail("bad enum value " + std::to_string(v));
    return v;
  }
  std::string Str(const std::string& what = "string") {
    int64_t n = Count();
    if (pos_ + static_cast<size_t>(n) > bytes_.size()) {
      Fail("truncated " + what + ": " + std::to_string(n) + " bytes declared, " + std::to_string(bytes_.size() - pos_) +
           " present");
    }
    std::string s = bytes_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  ShapeProgram Program() {
    ShapeProgram p(Elements());
    for (ShapeOp& op : p) {
      op.code = static_cast<ShapeOp::Code>(Enum(ShapeOp::kLastCode));
      op.value = I64();
    }
    return p;
  }
  void Skip(size_t n) { pos_ += n; }
  bool AtEnd() const { return pos_ == bytes_.size(); }
  [[noreturn]] void Fail(const std::string& what) const {
    ThrowError(name_ + ": not a valid " + what_ + " (" + what + " at byte " + std::to_string(pos_) + ")");
  }

 private:
  const std::string& bytes_;
  std::string name_;
  std::string what_;
  size_t pos_ = 0;
};

const char* OpName(Instruction::Op op) {
  switch (op) {
    case Instruction::kCall:
      return "call";
    case Instruction::kRet:
      return "ret";
    case Instruction::kGoto:
      return "goto";
    case Instruction::kIf:
      return "if";
  }
  return "?";
}

// Infix text of a postfix program; heap slots print as h0, h1, ...
std::string ProgramText(const ShapeProgram& p) {
  std::vector<std::string> stack;
  static const char* const kOps[] = {"",     "",     " + ", " - ",  " * ", " // ", " % ",  "min", "max",
                                     " == ", " != ", " < ", " <= ", " > ", " >= ", " && ", " || "};
  for (const ShapeOp& op : p) {
    if (op.code == ShapeOp::kConst) {
      stack.push_back(std::to_string(op.value));
    } else if (op.code == ShapeOp::kSlot) {
      stack.push_back("h" + std::to_string(op.value));
    } else if (op.code == ShapeOp::kNot) {
      if (!stack.empty()) stack.back() = "!" + stack.back();
    } else if (stack.size() >= 2) {
      std::string b = stack.back();
      stack.pop_back();
      std::string a = stack.back();
      stack.back() = (op.code == ShapeOp::kMin || op.code == ShapeOp::kMax)
                         ? std::string(kOps[op.code]) + "(" + a + ", " + b + ")"
                         : "(" + a + kOps[op.code] + b + ")";
    }
  }
  return stack.size() == 1 ? stack[0] : "<malformed>";
}

std::string ConstantText(const Constant& c) {
  switch (c.kind) {
    case Constant::Kind::kTensor:
      return "tensor " + c.tensor.dtype().ToString() + " " + ShapeToString(c.tensor.shape());
    case Constant::Kind::kString:
      return "\"" + c.str + "\"";
    case Constant::Kind::kShapeExprs: {
      std::string out = "shape [";
      for (size_t i = 0; i < c.dims.size(); ++i) out += (i ? ", " : "") + ProgramText(c.dims[i]);
      return out + "]";
    }
    case Constant::Kind::kMatchSpec: {
      static const char* const kKinds[] = {"any", "tensor", "shape", "prim"};
      std::string out = "match " + c.str + ": " + kKinds[static_cast<int>(c.value_kind)];
      if (!c.dtype.empty()) out += " " + c.dtype;
      if (c.ndim >= 0) out += " ndim=" + std::to_string(c.ndim);
      if (!c.patterns.empty()) {
        out += " [";
        for (size_t i = 0; i < c.patterns.size(); ++i) {
          const DimPattern& d = c.patterns[i];
          out += i ? ", " : "";
          out += d.kind == DimPattern::kAny     ? "_"
                 : d.kind == DimPattern::kStore ? "h" + std::to_string(d.slot) + " :="
                                                : "== " + ProgramText(d.expr);
        }
        out += "]";
      }
      return out;
    }
  }
  return "?";
}

std::string SaveKernelObject(const KernelObject& k) {
  Writer w;
  w.Str(k.triple);
  w.Str(k.cpu);
  w.Str(k.features);
  w.Str(k.object);
  w.I64(static_cast<int64_t>(k.kernels.size()));
  for (const auto& [name, messages] : k.kernels) {
    w.Str(name);
    w.I64(static_cast<int64_t>(messages.size()));
    for (const std::string& m : messages) w.Str(m);
  }
  return std::move(w.out());
}

KernelObject LoadKernelObject(const std::string& bytes, const std::string& name) {
  Reader r(bytes, name, "kernel object section");
  KernelObject k;
  k.triple = r.Str("triple");
  k.cpu = r.Str("cpu");
  k.features = r.Str("features");
  k.object = r.Str("object");
  k.kernels.resize(r.Elements());
  for (auto& [kernel, messages] : k.kernels) {
    kernel = r.Str("kernel name");
    messages.resize(r.Elements());
    for (std::string& m : messages) m = r.Str("assertion message");
  }
  if (!r.AtEnd()) r.Fail("trailing bytes");
  if (k.object.empty()) r.Fail("empty object");
  return k;
}

// FNV-1a 64: any change of a single byte changes the result (each step is
// a bijection of the running hash), and it needs no table.
uint64_t Fnv1a64(const char* data, size_t n) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < n; ++i) {
    h ^= static_cast<uint8_t>(data[i]);
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string Hex64(uint64_t v) {
  static const char kDigits[] = "0123456789abcdef";
  std::string out = "0x";
  for (int shift = 60; shift >= 0; shift -= 4) out += kDigits[(v >> shift) & 0xf];
  return out;
}

// The bytes before the trailing checksum, after checking it: a flipped or
// missing byte anywhere (a truncated download, a bad disk, an edited file)
// is reported here rather than as a confusing parse error further on, or
// not at all.
std::string VerifiedPayload(const std::string& bytes, const std::string& name) {
  if (!IsExecutable(bytes)) return bytes;  // Load reports the missing header.
  const size_t min_size = std::strlen(kExecutableMagic) + kExecutableChecksumSize;
  if (bytes.size() < min_size) {
    ThrowError(name + ": not a valid rlx VM executable (truncated: " + std::to_string(bytes.size()) +
               " bytes, too short for the header and checksum)");
  }
  const size_t n = bytes.size() - kExecutableChecksumSize;
  uint64_t stored = 0;
  for (size_t i = 0; i < kExecutableChecksumSize; ++i) {
    stored |= static_cast<uint64_t>(static_cast<uint8_t>(bytes[n + i])) << (8 * i);
  }
  const uint64_t computed = Fnv1a64(bytes.data(), n);
  if (stored != computed) {
    ThrowError(name + ": not a valid rlx VM executable (checksum mismatch: the file is corrupted or truncated; " +
               "stored " + Hex64(stored) + ", computed " + Hex64(computed) + " over " + std::to_string(n) +
               " bytes); rebuild it with rlx build");
  }
  return bytes.substr(0, n);
}

}  // namespace

int64_t Executable::FindFunction(const std::string& name) const {
  for (size_t i = 0; i < func_table.size(); ++i) {
    if (func_table[i].name == name) return static_cast<int64_t>(i);
  }
  return -1;
}

bool IsExecutable(const std::string& bytes) {
  size_t n = std::strlen(kExecutableMagic);
  return bytes.size() >= n && bytes.compare(0, n, kExecutableMagic) == 0;
}

std::string WithExecutableChecksum(std::string payload) {
  const uint64_t h = Fnv1a64(payload.data(), payload.size());
  for (size_t i = 0; i < kExecutableChecksumSize; ++i) payload.push_back(static_cast<char>((h >> (8 * i)) & 0xff));
  return payload;
}

std::string Executable::Save() const {
  Writer w;
  w.out() += kExecutableMagic;
  w.Str(target);
  w.Str(kernel_source);
  w.I64(static_cast<int64_t>(constants.size()));
  for (const Constant& c : constants) {
    w.I64(static_cast<int64_t>(c.kind));
    switch (c.kind) {
      case Constant::Kind::kTensor:
        w.Str(c.tensor.dtype().ToString());
        w.Str(SerializeNpy(NpyStorable(c.tensor)));
        break;
      case Constant::Kind::kShapeExprs:
        w.I64(static_cast<int64_t>(c.dims.size()));
        for (const ShapeProgram& p : c.dims) w.Program(p);
        break;
      case Constant::Kind::kString:
        w.Str(c.str);
        break;
      case Constant::Kind::kMatchSpec:
        w.Str(c.str);
        w.I64(static_cast<int64_t>(c.value_kind));
        w.Str(c.dtype);
        w.I64(c.ndim);
        w.Str(c.expected);
        w.I64(static_cast<int64_t>(c.patterns.size()));
        for (const DimPattern& d : c.patterns) {
          w.I64(d.kind);
          w.I64(d.slot);
          w.Program(d.expr);
        }
        break;
    }
  }
  w.I64(static_cast<int64_t>(func_table.size()));
  for (const VMFunction& f : func_table) {
    w.I64(f.kind);
    w.Str(f.name);
    if (f.kind != VMFunction::kVMFunc) continue;
    w.I64(static_cast<int64_t>(f.param_names.size()));
    for (const std::string& p : f.param_names) w.Str(p);
    w.I64(f.num_regs);
    w.I64(f.heap_size);
    w.I64(static_cast<int64_t>(f.code.size()));
    for (const Instruction& ins : f.code) {
      w.I64(ins.op);
      w.I64(ins.dst);
      w.I64(ins.func);
      w.I64(ins.reg);
      w.I64(ins.offset);
      w.I64(static_cast<int64_t>(ins.args.size()));
      for (const Arg& a : ins.args) {
        w.I64(a.kind);
        w.I64(a.value);
      }
    }
  }
  if (!kernel_object.empty()) {
    w.Str(kKernelObjectTag);
    w.Str(SaveKernelObject(kernel_object));
  }
  return WithExecutableChecksum(std::move(w.out()));
}

Executable Executable::Load(const std::string& file_bytes, const std::string& name) {
  const std::string bytes = VerifiedPayload(file_bytes, name);
  Reader r(bytes, name);
  if (!IsExecutable(bytes)) r.Fail("missing magic header");
  r.Skip(std::strlen(kExecutableMagic));
  Executable e;
  e.target = r.Str();
  e.kernel_source = r.Str();
  e.constants.resize(r.Elements());
  for (Constant& c : e.constants) {
    c.kind = static_cast<Constant::Kind>(r.Enum(static_cast<int64_t>(Constant::Kind::kString)));
    switch (c.kind) {
      case Constant::Kind::kTensor: {
        std::string dtype_text = r.Str();
        std::optional<DataType> dtype = DataType::Parse(dtype_text);
        if (!dtype) r.Fail("unknown constant dtype '" + dtype_text + "'");
        NDArray stored = ParseNpy(r.Str(), name);
        if (stored.dtype() != *dtype) {
          if (stored.dtype() != NpyStorageType(*dtype)) {
            r.Fail("a " + dtype_text + " constant stored as " + stored.dtype().ToString());
          }
          stored = stored.View(0, stored.shape(), *dtype);
        }
        c.tensor = stored;
        break;
      }
      case Constant::Kind::kShapeExprs:
        c.dims.resize(r.Elements());
        for (ShapeProgram& p : c.dims) p = r.Program();
        break;
      case Constant::Kind::kString:
        c.str = r.Str();
        break;
      case Constant::Kind::kMatchSpec:
        c.str = r.Str();
        c.value_kind = static_cast<Constant::ValueKind>(r.Enum(static_cast<int64_t>(Constant::ValueKind::kPrim)));
        c.dtype = r.Str();
        c.ndim = r.I64();
        c.expected = r.Str();
        c.patterns.resize(r.Elements());
        for (DimPattern& d : c.patterns) {
          d.kind = static_cast<DimPattern::Kind>(r.Enum(DimPattern::kCheck));
          d.slot = r.I64();
          d.expr = r.Program();
        }
        break;
    }
  }
  e.func_table.resize(r.Elements());
  for (VMFunction& f : e.func_table) {
    f.kind = static_cast<VMFunction::Kind>(r.Enum(VMFunction::kVMFunc));
    f.name = r.Str();
    if (f.kind != VMFunction::kVMFunc) continue;
    f.param_names.resize(r.Elements());
    for (std::string& p : f.param_names) p = r.Str();
    f.num_regs = r.Count();
    f.heap_size = r.Count();
    f.code.resize(r.Elements());
    for (Instruction& ins : f.code) {
      ins.op = static_cast<Instruction::Op>(r.Enum(Instruction::kIf));
      ins.dst = r.I64();
      ins.func = r.I64();
      ins.reg = r.I64();
      ins.offset = r.I64();
      ins.args.resize(r.Elements());
      for (Arg& a : ins.args) {
        a.kind = static_cast<Arg::Kind>(r.Enum(Arg::kFuncIdx));
        a.value = r.I64();
      }
    }
  }
  while (!r.AtEnd()) {
    std::string tag = r.Str("section tag");
    if (tag != kKernelObjectTag) r.Fail("unknown section '" + tag + "'");
    if (!e.kernel_object.empty()) r.Fail("second kernel_object section");
    e.kernel_object = LoadKernelObject(r.Str("kernel object section"), name);
  }
  // Indices are checked once here so that running never reads out of range;
  // jumps go forward only (codegen emits no loops), so every run ends.
  auto in_range = [](int64_t v, size_t n) { return v >= 0 && v < static_cast<int64_t>(n); };
  for (const VMFunction& f : e.func_table) {
    for (const Instruction& ins : f.code) {
      if (ins.op == Instruction::kCall && !in_range(ins.func, e.func_table.size())) r.Fail("bad function index");
      if ((ins.op == Instruction::kGoto || ins.op == Instruction::kIf) && ins.offset <= 0) r.Fail("backward jump");
      for (const Arg& a : ins.args) {
        if (a.kind == Arg::kConstIdx && !in_range(a.value, e.constants.size())) r.Fail("bad constant index");
        if (a.kind == Arg::kFuncIdx && !in_range(a.value, e.func_table.size())) r.Fail("bad function index");
      }
    }
  }
  return e;
}

std::string Executable::AsText() const {
  std::ostringstream os;
  for (size_t i = 0; i < constants.size(); ++i) os << "c[" << i << "] = " << ConstantText(constants[i]) << "\n";
  for (const VMFunction& f : func_table) {
    if (f.kind != VMFunction::kVMFunc) continue;
    os << "vm.func " << f.name << "(";
    for (size_t i = 0; i < f.param_names.size(); ++i) os << (i ? ", " : "") << f.param_names[i];
    os << ") regs=" << f.num_regs << " heap=" << f.heap_size << "\n";
    for (size_t pc = 0; pc < f.code.size(); ++pc) {
      const Instruction& ins = f.code[pc];
      os << "  " << pc << ": " << OpName(ins.op);
      if (ins.op == Instruction::kCall) {
        os << " %" << ins.dst << " = " << func_table[ins.func].name << "(";
        for (size_t i = 0; i < ins.args.size(); ++i) {
          const Arg& a = ins.args[i];
          os << (i ? ", " : "");
          switch (a.kind) {
            case Arg::kRegister:
              os << "%" << a.value;
              break;
            case Arg::kImmediate:
              os << a.value;
              break;
            case Arg::kConstIdx:
              os << "c[" << a.value << "]";
              break;
            case Arg::kFuncIdx:
              os << "f[" << a.value << "]";
              break;
          }
        }
        os << ")";
      } else if (ins.op == Instruction::kRet) {
        os << " %" << ins.reg;
      } else if (ins.op == Instruction::kGoto) {
        os << " " << ins.offset;
      } else {
        os << " %" << ins.reg << " else " << ins.offset;
      }
      os << "\n";
    }
  }
  return os.str();
}

}  // namespace vm
}  // namespace runtime
}  // namespace rlx
