// TVM's metadata section and the other module preamble TVM 0.27 prints
// (TypeVar lines, string-spelled non-finite constants). The tensors are
// encoded here byte by byte with a base64 encoder of the test's own, so
// the reader is checked against an independent writer.
#include "compiler/script/metadata_section.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "compiler/relax/expr.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/relax_printer.h"
#include "compiler/script/script_util.h"
#include "compiler/tir/stmt.h"

namespace rlx {
namespace script {
namespace {

std::string Base64(const std::string& in) {
  static const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (size_t i = 0; i < in.size(); i += 3) {
    uint32_t n = static_cast<uint8_t>(in[i]) << 16;
    if (i + 1 < in.size()) n |= static_cast<uint8_t>(in[i + 1]) << 8;
    if (i + 2 < in.size()) n |= static_cast<uint8_t>(in[i + 2]);
    out += kAlphabet[(n >> 18) & 63];
    out += kAlphabet[(n >> 12) & 63];
    out += i + 1 < in.size() ? kAlphabet[(n >> 6) & 63] : '=';
    out += i + 2 < in.size() ? kAlphabet[n & 63] : '=';
  }
  return out;
}

template <typename T>
void Put(std::string* s, T v) {
  s->append(reinterpret_cast<const char*>(&v), sizeof(T));
}

// TVM's tensor serialization of a float32 array (little-endian host).
std::string Float32Tensor(const std::vector<int64_t>& shape, const std::vector<float>& values) {
  std::string s;
  Put<uint64_t>(&s, 0xDD5E40F096B4A13FULL);
  Put<uint64_t>(&s, 0);
  Put<int32_t>(&s, 1);
  Put<int32_t>(&s, 0);
  Put<int32_t>(&s, static_cast<int32_t>(shape.size()));
  Put<uint8_t>(&s, 2);
  Put<uint8_t>(&s, 32);
  Put<uint16_t>(&s, 1);
  for (int64_t d : shape) Put<int64_t>(&s, d);
  Put<int64_t>(&s, static_cast<int64_t>(values.size() * 4));
  for (float v : values) Put<float>(&s, v);
  return s;
}

// A module in the layout TVM 0.27 prints: the metadata line, then the class.
std::string ModuleWith(const std::string& tensor_b64, const std::string& body) {
  return "metadata = tvm.ir.load_json(\"\"\"{\n"
         "  \\\"root_index\\\": 4,\n"
         "  \\\"nodes\\\": [\n"
         "    {\\\"type\\\": \\\"ffi.String\\\", \\\"data\\\": \\\"ir.GenericConst\\\"},\n"
         "    {\\\"type\\\": \\\"ffi.Tensor\\\", \\\"data\\\": \\\"" +
         tensor_b64 +
         "\\\"},\n"
         "    {\\\"type\\\": \\\"ir.GenericConst\\\", \\\"data\\\": {\\\"span\\\": 5, \\\"value\\\": 1}},\n"
         "    {\\\"type\\\": \\\"ffi.Array\\\", \\\"data\\\": [2]},\n"
         "    {\\\"type\\\": \\\"ffi.Map\\\", \\\"data\\\": [0, 3]},\n"
         "    {\\\"type\\\": \\\"None\\\"}\n"
         "  ]\n"
         "}\"\"\")\n"
         "# from typing import TypeVar\n"
         "n = TypeVar(\"n\")\n"
         "@I.ir_module\nclass Module:\n    @R.function\n" +
         body;
}

const char kAddConst[] =
    "    def main(x: R.Tensor((2, 3), dtype=\"float32\")) -> R.Tensor((2, 3), dtype=\"float32\"):\n"
    "        y: R.Tensor((2, 3), dtype=\"float32\") = R.add(x, metadata[\"ir.GenericConst\"][0])\n"
    "        return y\n";

std::vector<const relax::ConstantNode*> Constants(const IRModule& mod) {
  std::vector<const relax::ConstantNode*> out;
  AnyNode(mod->Lookup("main"), [&](const Object* o) {
    if (o->kind() == NodeKind::kConstant) out.push_back(static_cast<const relax::ConstantNode*>(o));
    return false;
  });
  return out;
}

std::string ParseError(const std::string& text) {
  try {
    ParseModuleText(text, "m.py");
  } catch (const DiagnosticError& e) {
    return e.what();
  }
  return "<no error>";
}

TEST(MetadataSectionTest, ConstantsKeepTheirBytes) {
  std::vector<float> values = {1.5f, -2.0f, 0.1f, 3.25e-8f, -0.0f, 65504.0f};
  IRModule mod = ParseModuleText(ModuleWith(Base64(Float32Tensor({2, 3}, values)), kAddConst), "m.py");
  std::string printed = PrintModule(mod);
  // The constant's six values, bit for bit, wherever the printer puts them.
  IRModule again = ParseModuleText(printed, "p.py");
  EXPECT_EQ(PrintModule(again), printed);
  for (const IRModule& m : {mod, again}) {
    std::vector<const relax::ConstantNode*> consts = Constants(m);
    ASSERT_EQ(consts.size(), 1u);
    const NDArray& data = consts[0]->data;
    ASSERT_EQ(data.shape(), (std::vector<int64_t>{2, 3}));
    ASSERT_EQ(data.dtype(), DataType::Float(32));
    EXPECT_EQ(std::memcmp(data.data(), values.data(), values.size() * 4), 0);
  }
}

TEST(MetadataSectionTest, BadReferencesAreLocated) {
  std::string b64 = Base64(Float32Tensor({2, 3}, {1, 2, 3, 4, 5, 6}));
  std::string body = kAddConst;
  std::string oob = body;
  oob.replace(oob.find("][0]"), 4, "][7]");
  EXPECT_NE(ParseError(ModuleWith(b64, oob))
                .find("m.py:18:85: error: metadata[\"ir.GenericConst\"] has 1 entries; index 7 is out of range"),
            std::string::npos)
      << ParseError(ModuleWith(b64, oob));
  std::string key = body;
  key.replace(key.find("ir.GenericConst"), 15, "relax.Constant");
  EXPECT_NE(ParseError(ModuleWith(b64, key)).find("error: the metadata section has no key \"relax.Constant\""),
            std::string::npos);
}

TEST(MetadataSectionTest, MalformedTensorsAreRejected) {
  std::string good = Float32Tensor({2, 3}, {1, 2, 3, 4, 5, 6});
  std::string bad_magic = good;
  bad_magic[0] ^= 1;
  EXPECT_NE(ParseError(ModuleWith(Base64(bad_magic), kAddConst))
                .find("m.py:1:29: error: metadata tensor does not start with TVM's tensor magic"),
            std::string::npos)
      << ParseError(ModuleWith(Base64(bad_magic), kAddConst));
  EXPECT_NE(ParseError(ModuleWith(Base64(good.substr(0, good.size() - 4)), kAddConst)).find("holds 24 bytes"),
            std::string::npos);
  EXPECT_NE(ParseError(ModuleWith("AB$C", kAddConst)).find("invalid character '$'"), std::string::npos);
  EXPECT_NE(ParseError("metadata = tvm.ir.load_json(\"\"\"{not json\"\"\")\n")
                .find("m.py:1:29: error: the metadata section is not valid JSON"),
            std::string::npos);
}

// The writer (real_models_test checks it against TVM's own sections): the
// constants of every dtype come back bit for bit, and a module printed
// with show_meta reads back to the same module.
TEST(MetadataWriterTest, ConstantsOfEveryDtypeRoundTrip) {
  const std::string body =
      "    def main() -> R.Tuple(R.Tensor((2, 3), dtype=\"float32\"), R.Tensor((3,), dtype=\"int8\"), "
      "R.Tensor((2,), dtype=\"bool\"), R.Tensor((2,), dtype=\"bfloat16\"), R.Tensor((2, 0), dtype=\"float16\"), "
      "R.Tensor((), dtype=\"bfloat16\")):\n"
      "        a: R.Tensor((2, 3), dtype=\"float32\") = R.const([[1.5, -2.0, 0.1], [3.25e-08, -0.0, 65504.0]], "
      "\"float32\")\n"
      "        b: R.Tensor((3,), dtype=\"int8\") = R.const([-128, 0, 127], \"int8\")\n"
      "        c: R.Tensor((2,), dtype=\"bool\") = R.const([True, False], \"bool\")\n"
      "        d: R.Tensor((2,), dtype=\"bfloat16\") = R.const([1.0, -3.0], \"bfloat16\")\n"
      "        e: R.Tensor((2, 0), dtype=\"float16\") = R.const([[], []], \"float16\")\n"
      "        f: R.Tensor((), dtype=\"bfloat16\") = R.const(2.0, \"bfloat16\")\n"
      "        return (a, b, c, d, e, f)\n";
  IRModule mod = ParseModuleText("@I.ir_module\nclass Module:\n    @R.function\n" + body, "m.py");
  std::string plain = PrintModule(mod);
  PrintOptions meta;
  meta.show_meta = true;
  std::string with_meta = PrintModuleWith(mod, meta);
  // Constants with dimensions are references; the float32 one is entry 0.
  EXPECT_EQ(with_meta.rfind("metadata = tvm.ir.load_json(\"\"\"{\n", 0), 0u) << with_meta;
  EXPECT_NE(with_meta.find("= metadata[\"ir.GenericConst\"][0]"), std::string::npos) << with_meta;
  EXPECT_EQ(with_meta.find("R.const([[1.5"), std::string::npos) << with_meta;
  // bfloat16 scalars go to the section too, as TVM puts them.
  EXPECT_NE(with_meta.find("f: R.Tensor((), dtype=\"bfloat16\") = metadata[\"ir.GenericConst\"][5]"), std::string::npos)
      << with_meta;
  IRModule again = ParseModuleText(with_meta, "p.py");
  EXPECT_EQ(PrintModule(again), plain);
  std::vector<const relax::ConstantNode*> before = Constants(mod), after = Constants(again);
  ASSERT_EQ(before.size(), 6u);
  ASSERT_EQ(before.size(), after.size());
  for (size_t i = 0; i < before.size(); ++i) {
    const NDArray& x = before[i]->data;
    const NDArray& y = after[i]->data;
    EXPECT_EQ(x.dtype(), y.dtype()) << i;
    EXPECT_EQ(x.shape(), y.shape()) << i;
    EXPECT_EQ(std::memcmp(x.data(), y.data(), x.NumBytes()), 0) << i;
  }
}

TEST(MetadataWriterTest, TensorBytesAndBase64AreTVMs) {
  for (size_t n = 0; n < 6; ++n) {
    std::string bytes;
    for (size_t i = 0; i < n; ++i) bytes.push_back(static_cast<char>(0xF0 + i * 7));
    EXPECT_EQ(Base64Decode(Base64Encode(bytes), Span()), bytes) << n;
  }
  EXPECT_EQ(Base64Encode("\xff\xfe"), "//4=");
  // Exactly the layout the reader (and TVM's NDArray::Load) expects.
  std::string bytes = Float32Tensor({2, 3}, {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(EncodeTensorBytes(DecodeTensorBytes(bytes, Span())), bytes);
  EXPECT_EQ(Base64Encode(bytes), Base64(bytes));
  // An empty list prints on two lines, as TVM's writer does.
  std::string json = WriteMetadataJson({NDArray::Zeros({}, DataType::BFloat16())});
  EXPECT_NE(json.find("\"data\": [\n      ]"), std::string::npos) << json;
}

TEST(MetadataSectionTest, ReferenceWithoutASectionIsExplained) {
  std::string text = std::string("@I.ir_module\nclass Module:\n    @R.function\n") + kAddConst;
  EXPECT_NE(ParseError(text).find("this module refers to TVM's metadata section, but the file has none"),
            std::string::npos);
}

TEST(ModulePreambleTest, TypeVarMustNameItself) {
  EXPECT_NE(ParseError("n = TypeVar(\"m\")\n").find("m.py:1:5: error: expected n = TypeVar(\"n\")"), std::string::npos)
      << ParseError("n = TypeVar(\"m\")\n");
}

// TVM 0.27 hoists the free symbolic dims of every function to the module's
// TypeVar lines, a prim_func's too (relax.frontend.nn's tensor_expr_op on a
// symbolic batch prints no `batch = T.int64()` inside the kernel): each
// prim_func gets an int64 var of its own for the name; a name no TypeVar
// declares stays an error.
TEST(ModulePreambleTest, TypeVarNamesArePrimFuncVars) {
  const std::string kernel =
      "    @T.prim_func(private=True, s_tir=True)\n"
      "    def half(a: T.Buffer((batch, T.int64(4)), \"float32\"), b: T.Buffer((batch, T.int64(4)), \"float32\")):\n"
      "        for i0, i1 in T.grid(batch, T.int64(4)):\n"
      "            with T.sblock(\"half\"):\n"
      "                v0, v1 = T.axis.remap(\"SS\", [i0, i1])\n"
      "                b[v0, v1] = a[v0, v1] * T.float32(0.5)\n";
  const std::string text =
      "# from typing import TypeVar\nbatch = TypeVar(\"batch\")\n@I.ir_module\nclass Module:\n" + kernel;
  IRModule mod = ParseModuleText(text, "m.py");
  auto f = mod->Lookup("half").as<tir::PrimFuncNode>();
  ASSERT_TRUE(f);
  ASSERT_EQ(f->buffer_map.size(), 2u);
  auto dim = f->buffer_map[0].second->shape[0].as<TirVarNode>();
  ASSERT_TRUE(dim);
  EXPECT_EQ(dim->name, "batch");
  EXPECT_EQ(dim->dtype, DataType::Int(64));
  // Both buffers share the one var, and the print parses back the same.
  EXPECT_EQ(f->buffer_map[1].second->shape[0].get(), dim.get());
  std::string printed = PrintModule(mod);
  EXPECT_EQ(PrintModule(ParseModuleText(printed, "p.py")), printed);
  EXPECT_NE(ParseError("@I.ir_module\nclass Module:\n" + kernel).find("m.py:4:27: error: undefined variable 'batch'"),
            std::string::npos)
      << ParseError("@I.ir_module\nclass Module:\n" + kernel);
}

TEST(ModulePreambleTest, NonFiniteConstantsSpelledAsStrings) {
  std::string text =
      "@I.ir_module\nclass Module:\n    @R.function\n"
      "    def main(x: R.Tensor((2,), dtype=\"float32\")) -> R.Tensor((2,), dtype=\"bool\"):\n"
      "        a: R.Tensor((2,), dtype=\"float32\") = R.add(x, R.const(\"-inf\", \"float32\"))\n"
      "        b: R.Tensor((2,), dtype=\"float32\") = R.add(a, R.const(\"nan\", \"float32\"))\n"
      "        c: R.Tensor((2,), dtype=\"bool\") = R.equal(b, R.const(\"inf\", \"float32\"))\n"
      "        return c\n";
  IRModule mod = ParseModuleText(text, "m.py");
  std::vector<double> seen;
  for (const relax::ConstantNode* c : Constants(mod)) seen.push_back(c->data.GetDouble(0));
  ASSERT_EQ(seen.size(), 3u);
  EXPECT_TRUE(std::isinf(seen[0]) && seen[0] < 0);
  EXPECT_TRUE(std::isnan(seen[1]));
  EXPECT_TRUE(std::isinf(seen[2]) && seen[2] > 0);
  std::string printed = PrintModule(mod);
  EXPECT_NE(printed.find("R.const(\"-inf\", \"float32\")"), std::string::npos) << printed;
  EXPECT_EQ(PrintModule(ParseModuleText(printed, "p.py")), printed);
  EXPECT_NE(ParseError(text.substr(0, text.find("\"-inf\"")) + "\"-infinite\"" + text.substr(text.find("\"-inf\"") + 6))
                .find("expected \"inf\", \"-inf\" or \"nan\" in R.const, found \"-infinite\""),
            std::string::npos);
}

}  // namespace
}  // namespace script
}  // namespace rlx
