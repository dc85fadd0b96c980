#include "compiler/ir/target.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/support/diagnostic.h"

namespace rlx {
namespace {

using Keys = std::vector<std::string>;

// The message of the DiagnosticError that parsing `text` throws.
std::string ParseError(const std::string& text) {
  try {
    Target::Parse(text);
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  ADD_FAILURE() << "no error for: " << text;
  return "";
}

std::string VDeviceError(const std::string& text) {
  try {
    ParseVDeviceRef(text);
  } catch (const DiagnosticError& e) {
    return e.diagnostic().message;
  }
  ADD_FAILURE() << "no error for: " << text;
  return "";
}

void ExpectRoundTrips(const Target& t) {
  SCOPED_TRACE(t.ToString());
  EXPECT_EQ(Target::Parse(t.ToString()), t);
  EXPECT_EQ(Target::FromJSON(t.ToJSON()), t);
  EXPECT_EQ(Target::Parse(t.ToJSON().dump()), t);
  EXPECT_EQ(Target::Parse(t.ToString()).ToString(), t.ToString());
}

TEST(TargetTest, DefaultKeysPerKind) {
  EXPECT_EQ(Target::Parse("cuda").keys(), (Keys{"cuda", "gpu"}));
  EXPECT_EQ(Target::Parse("nvptx").keys(), (Keys{"cuda", "gpu"}));
  EXPECT_EQ(Target::Parse("rocm").keys(), (Keys{"rocm", "gpu"}));
  EXPECT_EQ(Target::Parse("metal").keys(), (Keys{"metal", "gpu"}));
  EXPECT_EQ(Target::Parse("vulkan").keys(), (Keys{"vulkan", "gpu"}));
  EXPECT_EQ(Target::Parse("opencl").keys(), (Keys{"opencl", "gpu"}));
  EXPECT_EQ(Target::Parse("webgpu").keys(), (Keys{"webgpu", "gpu"}));
  EXPECT_EQ(Target::Parse("llvm").keys(), (Keys{"cpu"}));
  EXPECT_EQ(Target::Parse("c").keys(), (Keys{"cpu"}));
  EXPECT_EQ(Target::Parse("hexagon").keys(), (Keys{"hexagon", "cpu"}));
  EXPECT_EQ(Target::Parse("ext_dev").keys(), Keys{});
  EXPECT_EQ(Target::DefaultKeys("webgpu"), (Keys{"webgpu", "gpu"}));
  EXPECT_TRUE(Target::Parse("cuda").IsGpu());
  EXPECT_TRUE(Target::Parse("webgpu").IsGpu());
  EXPECT_FALSE(Target::Parse("llvm").IsGpu());
  EXPECT_FALSE(Target::Parse("hexagon").IsGpu());
  EXPECT_TRUE(Target::Parse("hexagon").HasKey("cpu"));
}

TEST(TargetTest, AttrDefaults) {
  Target cuda = Target::Parse("cuda");
  EXPECT_EQ(cuda.kind(), "cuda");
  EXPECT_EQ(cuda.tag(), "");
  EXPECT_EQ(cuda.GetInt("max_num_threads"), 1024);
  EXPECT_EQ(cuda.GetInt("thread_warp_size"), 32);
  EXPECT_EQ(cuda.GetInt("max_threads_per_block"), std::nullopt);
  EXPECT_EQ(cuda.GetString("arch"), std::nullopt);  // no device probing
  EXPECT_FALSE(cuda.host().has_value());
  Target rocm = Target::Parse("rocm");
  EXPECT_EQ(rocm.GetInt("thread_warp_size"), 64);
  EXPECT_EQ(rocm.GetInt("max_num_threads"), 256);
  EXPECT_EQ(rocm.GetInt("max_shared_memory_per_block"), 65536);
  EXPECT_EQ(rocm.GetString("mcpu"), "gfx900");
  EXPECT_EQ(rocm.GetString("mtriple"), "amdgcn-amd-amdhsa-hcc");
  Target metal = Target::Parse("metal");
  EXPECT_EQ(metal.GetInt("max_num_threads"), 256);
  EXPECT_EQ(metal.GetInt("thread_warp_size"), 16);
  EXPECT_EQ(metal.GetInt("max_function_args"), 31);
  Target vulkan = Target::Parse("vulkan");
  EXPECT_EQ(vulkan.GetInt("max_num_threads"), 256);
  EXPECT_EQ(vulkan.GetInt("thread_warp_size"), 1);
  EXPECT_EQ(vulkan.GetBool("supports_float32"), true);
  EXPECT_EQ(vulkan.GetBool("supports_int32"), true);
  EXPECT_EQ(vulkan.GetBool("supports_int64"), std::nullopt);
  EXPECT_EQ(Target::Parse("webgpu").GetInt("max_num_threads"), 256);
  Target opencl = Target::Parse("opencl");
  EXPECT_EQ(opencl.GetInt("max_num_threads"), 256);
  EXPECT_EQ(opencl.GetInt("thread_warp_size"), 1);
  EXPECT_EQ(opencl.GetInt("texture_spatial_limit"), 16384);
  EXPECT_EQ(opencl.GetInt("texture_depth_limit"), 2048);
  Target nvptx = Target::Parse("nvptx -mcpu=sm_80");
  EXPECT_EQ(nvptx.GetString("mcpu"), "sm_80");
  EXPECT_EQ(nvptx.GetString("mtriple"), "nvptx64-nvidia-cuda");
  EXPECT_EQ(nvptx.GetInt("max_num_threads"), 1024);
  EXPECT_TRUE(Target::Parse("llvm").attrs().empty());
  // Defaults are materialized, so spelling one out changes nothing.
  EXPECT_EQ(cuda, Target::Parse("cuda -max_num_threads=1024"));
}

TEST(TargetTest, StringForms) {
  Target llvm = Target::Parse("llvm -mcpu=skylake-avx512 -mtriple=x86_64-linux-gnu");
  EXPECT_EQ(llvm.kind(), "llvm");
  EXPECT_EQ(llvm.GetString("mcpu"), "skylake-avx512");
  EXPECT_EQ(llvm.GetString("mtriple"), "x86_64-linux-gnu");
  Target cuda = Target::Parse("cuda -arch=sm_90 -libs=thrust");
  EXPECT_EQ(cuda.GetString("arch"), "sm_90");
  EXPECT_EQ(cuda.Libs(), Keys{"thrust"});
  EXPECT_TRUE(cuda.HasLib("thrust"));
  EXPECT_EQ(Target::Parse("cuda -libs=thrust,cublas").Libs(), (Keys{"thrust", "cublas"}));
  EXPECT_TRUE(Target::Parse("cuda").Libs().empty());
  EXPECT_EQ(Target::Parse("rocm -mcpu=gfx90a").GetString("mcpu"), "gfx90a");
  EXPECT_EQ(Target::Parse("vulkan -supports_int64=1").GetBool("supports_int64"), true);
  EXPECT_EQ(Target::Parse("vulkan -supports_int64=false").GetBool("supports_int64"), false);
  EXPECT_EQ(Target::Parse("vulkan -supports_int64").GetBool("supports_int64"), true);
  EXPECT_EQ(Target::Parse("llvm -mcpu skylake").GetString("mcpu"), "skylake");
  EXPECT_EQ(Target::Parse("llvm --num-cores=4").GetInt("num-cores"), 4);
  EXPECT_EQ(Target::Parse("llvm -mattr=+avx2,+fma").GetStringList("mattr"), (Keys{"+avx2", "+fma"}));
  EXPECT_EQ(Target::Parse("  metal  ").kind(), "metal");
  Target adreno = Target::Parse("opencl -device=adreno");
  EXPECT_EQ(adreno.keys(), (Keys{"adreno", "opencl", "gpu"}));
  EXPECT_EQ(adreno.GetString("device"), "adreno");
}

TEST(TargetTest, ExplicitKeysOverrideDefaults) {
  EXPECT_EQ(Target::Parse("llvm -keys=a,b").keys(), (Keys{"a", "b"}));
  EXPECT_EQ(Target::Parse("cuda -keys=cuda,cuda,x").keys(), (Keys{"cuda", "x"}));
  EXPECT_FALSE(Target::Parse("cuda -keys=cuda").IsGpu());
  // TVM appends the device name after explicit keys.
  EXPECT_EQ(Target::Parse("opencl -keys=a -device=mali").keys(), (Keys{"a", "mali"}));
  EXPECT_EQ(Target::Parse(R"({"kind":"llvm","keys":["cpu","x"]})").keys(), (Keys{"cpu", "x"}));
}

TEST(TargetTest, JsonForms) {
  Target thrust = Target::Parse(R"({"kind":"cuda","libs":["thrust"]})");
  EXPECT_EQ(thrust.Libs(), Keys{"thrust"});
  EXPECT_EQ(thrust, Target::Parse("cuda -libs=thrust"));
  EXPECT_EQ(Target::Parse(R"({"kind":"vulkan","supports_int64":true})").GetBool("supports_int64"), true);
  Target with_host = Target::Parse(R"({"kind":"cuda","arch":"sm_90","host":{"kind":"llvm"}})");
  ASSERT_TRUE(with_host.host().has_value());
  EXPECT_EQ(with_host.host()->kind(), "llvm");
  EXPECT_EQ(with_host.host()->keys(), Keys{"cpu"});
  EXPECT_EQ(with_host.GetString("arch"), "sm_90");
  EXPECT_EQ(Target::Parse(R"({"kind":"cuda","host":"llvm -mcpu=x"})").host()->GetString("mcpu"), "x");
  Target tagged = Target::Parse(R"({"kind":"opencl","tag":"mine"})");
  EXPECT_EQ(tagged.tag(), "mine");
  EXPECT_EQ(Target::Parse(R"({"kind":"llvm","tag":""})").tag(), "");
}

TEST(TargetTest, Tags) {
  Target opencl = Target::Parse("qcom/adreno-opencl");
  EXPECT_EQ(opencl.kind(), "opencl");
  EXPECT_EQ(opencl.tag(), "qcom/adreno-opencl");
  EXPECT_EQ(opencl.keys(), (Keys{"adreno", "opencl", "gpu"}));
  EXPECT_EQ(opencl.GetString("device"), "adreno");
  EXPECT_EQ(opencl.GetInt("texture_spatial_limit"), 16384);
  EXPECT_EQ(Target::Parse("qcom/adreno-opencl-clml").keys(), (Keys{"adreno", "opencl", "gpu", "clml"}));
  EXPECT_EQ(Target::Parse("qcom/adreno-opencl-texture").keys(), (Keys{"adreno", "opencl", "gpu", "texture"}));
  Target vulkan = Target::Parse("qcom/adreno-vulkan");
  EXPECT_EQ(vulkan.kind(), "vulkan");
  EXPECT_EQ(vulkan.keys(), (Keys{"adreno", "vulkan", "gpu"}));
  EXPECT_TRUE(vulkan.IsGpu());
  EXPECT_EQ(Target::Parse("qcom/adreno-vulkan-texture").keys(), (Keys{"adreno", "vulkan", "gpu", "texture"}));
  Target h100 = Target::Parse("nvidia/nvidia-h100");
  EXPECT_EQ(h100.kind(), "cuda");
  EXPECT_EQ(h100.GetString("arch"), "sm_90a");
  EXPECT_EQ(h100.GetInt("max_threads_per_block"), 1024);
  EXPECT_EQ(h100.GetInt("l2_cache_size_bytes"), 52428800);
  EXPECT_EQ(Target::Parse("nvidia/nvidia-a100").GetString("arch"), "sm_80");
  // A JSON tag without a kind is a base that the other fields override.
  Target custom = Target::Parse(R"({"tag":"qcom/adreno-opencl","max_num_threads":128})");
  EXPECT_EQ(custom.kind(), "opencl");
  EXPECT_EQ(custom.tag(), "qcom/adreno-opencl");
  EXPECT_EQ(custom.keys(), (Keys{"adreno", "opencl", "gpu"}));
  EXPECT_EQ(custom.GetInt("max_num_threads"), 128);
  EXPECT_EQ(Target::ListTags().front(), "nvidia/nvidia-a100");
}

TEST(TargetTest, ToStringIsCanonical) {
  EXPECT_EQ(Target::Parse("llvm").ToString(), "llvm");
  EXPECT_EQ(Target::Parse("cuda -libs=thrust -arch=sm_90").ToString(),
            "cuda -arch=sm_90 -libs=thrust -max_num_threads=1024 -thread_warp_size=32");
  EXPECT_EQ(Target::Parse("webgpu").ToString(), "webgpu -max_num_threads=256");
  EXPECT_EQ(Target::Parse("llvm -keys=a,b").ToString(), "llvm -keys=a,b");
  EXPECT_EQ(Target::Parse("vulkan -supports_int64=true").ToString(),
            "vulkan -max_num_threads=256 -max_threads_per_block=256 -supports_float32=1 "
            "-supports_int32=1 -supports_int64=1 -thread_warp_size=1");
  EXPECT_EQ(Target::Parse(R"({"kind":"cuda","host":{"kind":"llvm","mcpu":"x"}})").ToString(),
            "cuda -host='llvm -mcpu=x' -max_num_threads=1024 -thread_warp_size=32");
  EXPECT_EQ(Target::Parse("qcom/adreno-opencl").ToString(),
            "opencl -device=adreno -image_base_address_alignment=64 -max_function_args=128 "
            "-max_num_threads=256 -max_shared_memory_per_block=16384 "
            "-max_threads_per_block=256 -tag=qcom/adreno-opencl -texture_depth_limit=2048 "
            "-texture_spatial_limit=16384 -thread_warp_size=1");
}

TEST(TargetTest, ToJsonIsCanonical) {
  nlohmann::json j = Target::Parse("cuda -arch=sm_90 -libs=thrust -host=llvm").ToJSON();
  EXPECT_EQ(j.dump(), R"({"arch":"sm_90","host":{"keys":["cpu"],"kind":"llvm"},"keys":["cuda","gpu"],)"
                      R"("kind":"cuda","libs":["thrust"],"max_num_threads":1024,"thread_warp_size":32})");
  EXPECT_EQ(Target::Parse("qcom/adreno-opencl-clml").ToJSON()["tag"], "qcom/adreno-opencl-clml");
  EXPECT_FALSE(Target::Parse("llvm").ToJSON().contains("tag"));
}

TEST(TargetTest, RoundTrips) {
  for (const char* text : {
           "llvm",
           "c",
           "ext_dev",
           "llvm -mcpu=skylake-avx512 -mtriple=x86_64-linux-gnu",
           "llvm -keys=a,b -mattr=+avx2,+fma -opt-level=3 -fast-math",
           "cuda -arch=sm_90 -libs=thrust",
           "cuda -libs=thrust,cublas -host=llvm",
           "rocm -mcpu=gfx90a",
           "metal",
           "vulkan -supports_int64=1",
           "webgpu",
           "opencl -device=adreno",
           "nvptx -mcpu=sm_80",
           "hexagon -num-cores=4",
           "opencl -keys=a -device=mali",
           "qcom/adreno-opencl-texture",
           "nvidia/nvidia-h100",
           R"({"kind":"cuda","arch":"sm_90","host":{"kind":"llvm","mcpu":"a b"}})",
           R"({"kind":"llvm","model":"it's a \\ test","libs":["x,y","","z w"]})",
           R"({"kind":"llvm","libs":[],"model":"","keys":[]})",
           R"({"kind":"cuda","host":{"kind":"llvm","host":{"kind":"c","model":"'q'"}}})",
       }) {
    ExpectRoundTrips(Target::Parse(text));
  }
}

TEST(TargetTest, Equality) {
  EXPECT_EQ(Target::Parse("cuda -libs=thrust -arch=sm_80"),
            Target::Parse(R"({"arch":"sm_80","libs":["thrust"],"kind":"cuda"})"));
  EXPECT_NE(Target::Parse("cuda"), Target::Parse("cuda -libs=thrust"));
  EXPECT_NE(Target::Parse("cuda -libs=thrust,cublas"), Target::Parse("cuda -libs=cublas,thrust"));
  EXPECT_NE(Target::Parse("cuda"), Target::Parse("cuda -host=llvm"));
  EXPECT_NE(Target::Parse("opencl"), Target::Parse("qcom/adreno-opencl"));
  EXPECT_EQ(Target(), Target());
  EXPECT_NE(Target(), Target::Parse("llvm"));
  Target cuda = Target::Parse("cuda");
  Target with_host = cuda.WithHost(Target::Parse("llvm"));
  EXPECT_EQ(with_host, Target::Parse("cuda -host=llvm"));
  EXPECT_EQ(with_host.WithoutHost(), cuda);
  EXPECT_FALSE(cuda.host().has_value());  // the original is unchanged
}

TEST(TargetTest, Errors) {
  EXPECT_EQ(ParseError(""), "empty target string");
  EXPECT_EQ(ParseError("   "), "empty target string");
  EXPECT_EQ(ParseError("cudaa"),
            "unknown target kind 'cudaa'; valid kinds: c, cuda, ext_dev, hexagon, llvm, metal, "
            "nvptx, opencl, rocm, vulkan, webgpu");
  EXPECT_EQ(ParseError("qcom/adreno"),
            "unknown target kind 'qcom/adreno'; valid kinds: c, cuda, ext_dev, hexagon, llvm, "
            "metal, nvptx, opencl, rocm, vulkan, webgpu; valid tags: nvidia/nvidia-a100, "
            "nvidia/nvidia-h100, qcom/adreno-opencl, qcom/adreno-opencl-clml, "
            "qcom/adreno-opencl-texture, qcom/adreno-vulkan, qcom/adreno-vulkan-texture");
  EXPECT_EQ(ParseError("webgpu -foo=1"),
            "unknown attribute 'foo' for target kind 'webgpu'; valid attributes: device, host, "
            "keys, libs, max_num_threads, model, tag");
  EXPECT_EQ(ParseError(R"({"kind":"webgpu","arch":"sm_80"})"),
            "unknown attribute 'arch' for target kind 'webgpu'; valid attributes: device, host, "
            "keys, libs, max_num_threads, model, tag");
  EXPECT_EQ(ParseError("cuda -max_num_threads=abc"),
            "attribute 'max_num_threads' of target kind 'cuda' expects an integer, got 'abc'");
  EXPECT_EQ(ParseError("cuda -max_num_threads=12abc"),
            "attribute 'max_num_threads' of target kind 'cuda' expects an integer, got '12abc'");
  EXPECT_EQ(ParseError(R"({"kind":"cuda","max_num_threads":"1024"})"),
            "attribute 'max_num_threads' of target kind 'cuda' expects an integer, got \"1024\"");
  EXPECT_EQ(ParseError("vulkan -supports_int64=maybe"),
            "attribute 'supports_int64' of target kind 'vulkan' expects a boolean, got 'maybe'");
  EXPECT_EQ(ParseError(R"({"kind":"cuda","libs":"thrust"})"),
            "attribute 'libs' of target kind 'cuda' expects a list of strings, got \"thrust\"");
  EXPECT_EQ(ParseError(R"({"kind":"cuda","arch":90})"),
            "attribute 'arch' of target kind 'cuda' expects a string, got 90");
  EXPECT_EQ(ParseError(R"({"kind":"cuda","host":5})"),
            "attribute 'host' of target kind 'cuda' expects a target (string or object), got 5");
  EXPECT_EQ(ParseError(R"({"kind":"cuda",})"),
            "malformed target JSON at offset 15: syntax error while parsing object key - "
            "unexpected '}'; expected string literal");
  EXPECT_EQ(ParseError(R"({"kind":"cuda")"),
            "malformed target JSON at offset 14: syntax error while parsing object - unexpected "
            "end of input; expected '}'");
  EXPECT_EQ(ParseError(R"({"libs":["thrust"]})"), R"(target JSON has no 'kind' field: {"libs":["thrust"]})");
  EXPECT_EQ(ParseError(R"({"kind":3})"), "target field 'kind' expects a string, got 3");
  EXPECT_EQ(ParseError(R"({"tag":"qcom/nope"})").substr(0, 48), "unknown target tag 'qcom/nope'; valid tags: nvid");
  EXPECT_EQ(ParseError("cuda -arch=sm_80 -arch=sm_90"),
            "attribute 'arch' appears more than once in target string "
            "'cuda -arch=sm_80 -arch=sm_90'");
  EXPECT_EQ(ParseError("cuda arch=sm_80"),
            "expected an attribute starting with '-' in target string 'cuda arch=sm_80', "
            "got 'arch=sm_80'");
  EXPECT_EQ(ParseError("cuda -host='llvm"), "unterminated quote in target string 'cuda -host='llvm'");
  EXPECT_EQ(ParseError("cuda -arch=80"),
            "invalid CUDA arch '80' in attribute 'arch' of target kind 'cuda'; "
            "expected 'sm_<version>'");
  EXPECT_EQ(ParseError("rocm -mcpu=mi300"),
            "invalid ROCm GFX version 'mi300' in attribute 'mcpu' of target kind 'rocm'; "
            "expected 'gfx<version>'");
  EXPECT_EQ(ParseError("nvptx -mtriple=x86_64"),
            "attribute 'mtriple' of target kind 'nvptx' must be 'nvptx64-nvidia-cuda', "
            "got 'x86_64'");
  // Errors inside the host surface unchanged.
  EXPECT_EQ(ParseError("cuda -host=llvmm").substr(0, 28), "unknown target kind 'llvmm';");
}

TEST(TargetTest, MalformedJsonPointsAtTheError) {
  try {
    Target::Parse("  {\"kind\":,}");
    ADD_FAILURE() << "no error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message,
              "malformed target JSON at offset 10: syntax error while parsing value - "
              "unexpected ','; expected '[', '{', or a literal");
    EXPECT_EQ(e.diagnostic().span.column(), 11);
  }
}

// A number that overflows a double: nlohmann reports it without a
// position (out_of_range, not parse_error); the error still points at it.
TEST(TargetTest, OverflowingJsonNumberIsALocatedError) {
  try {
    Target::Parse(R"({"kind":"llvm","mcpu":74e1497397})");
    ADD_FAILURE() << "no error";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "malformed target JSON at offset 22: number '74e1497397' out of range");
    EXPECT_EQ(e.diagnostic().span.column(), 23);
  }
}

TEST(VDeviceTest, ParseRef) {
  VDeviceRef cuda = ParseVDeviceRef("cuda");
  EXPECT_EQ(cuda.kind, "cuda");
  EXPECT_EQ(cuda.index, 0);
  EXPECT_EQ(cuda.scope, "global");
  EXPECT_FALSE(cuda.has_scope);
  VDeviceRef cuda0 = ParseVDeviceRef("cuda:0");
  EXPECT_EQ(cuda0.kind, "cuda");
  EXPECT_EQ(cuda0.index, 0);
  EXPECT_FALSE(cuda0.has_scope);
  EXPECT_EQ(cuda0, cuda);
  VDeviceRef texture = ParseVDeviceRef("opencl:1:global.texture");
  EXPECT_EQ(texture.kind, "opencl");
  EXPECT_EQ(texture.index, 1);
  EXPECT_EQ(texture.scope, "global.texture");
  EXPECT_TRUE(texture.has_scope);
}

TEST(VDeviceTest, ParseRefErrors) {
  EXPECT_EQ(VDeviceError(""), "empty vdevice string");
  EXPECT_EQ(VDeviceError(":0"), "missing target kind in vdevice ':0'");
  EXPECT_EQ(VDeviceError("cuda:x"), "vdevice index in 'cuda:x' must be a non-negative integer, got 'x'");
  EXPECT_EQ(VDeviceError("cuda:-1"), "vdevice index in 'cuda:-1' must be a non-negative integer, got '-1'");
  EXPECT_EQ(VDeviceError("cuda:"), "vdevice index in 'cuda:' must be a non-negative integer, got ''");
  EXPECT_EQ(VDeviceError("cuda:0:"), "empty memory scope in vdevice 'cuda:0:'");
  EXPECT_EQ(VDeviceError("gpu:0").substr(0, 26), "unknown target kind 'gpu';");
}

TEST(VDeviceTest, Equality) {
  VDevice a{Target::Parse("cuda"), 0, "global"};
  VDevice b{Target::Parse(R"({"kind":"cuda"})"), 0, "global"};
  EXPECT_EQ(a, b);
  EXPECT_NE(a, (VDevice{Target::Parse("cuda"), 1, "global"}));
  EXPECT_NE(a, (VDevice{Target::Parse("cuda"), 0, "global.texture"}));
  EXPECT_NE(a, (VDevice{Target::Parse("cuda -libs=thrust"), 0, "global"}));
  EXPECT_EQ(VDevice{}.memory_scope, "global");
  EXPECT_FALSE(VDevice{}.target.defined());
}

}  // namespace
}  // namespace rlx
