# OpenCLMLOffLoad (Adreno CLML): ConvertLayout to NCHW/OIHW, batch norms with
# constant statistics folded into the conv before them, the openclml pattern
# table (most fused first), MergeCompositeFunctions and the openclml JSON
# codegen: each offloaded region becomes one rlx.contrib.openclml.run_graph
# call carrying its graph (kernels, constants, the CLML SDK version, 3 unless
# relax.ext.clml.options.clml_version says otherwise).
# OpenCLMLOffLoadForLLM only offloads dequantize + matmul
# (openclml.dequant_matmul), and only on a target with the adreno key and a
# CLML SDK version of 5 or more; otherwise it is a no-op.
# RUN: %rlx opt %s --passes=OpenCLMLOffLoad --target=qcom/adreno-opencl-clml | %FileCheck %s
# RUN: %rlx opt %s --passes=OpenCLMLOffLoad --target=qcom/adreno-opencl-clml \
# RUN:   --config relax.ext.clml.options.clml_version=5 | %FileCheck %s --check-prefix=V5
# RUN: %rlx opt %s --passes=OpenCLMLOffLoadForLLM --target=qcom/adreno-opencl-clml | %FileCheck %s --check-prefix=NOLLM
# RUN: %rlx opt %s --passes=OpenCLMLOffLoadForLLM --target=qcom/adreno-opencl-clml | %FileCheck %s --check-prefix=NOGRAPH
# RUN: %rlx opt %s --passes=OpenCLMLOffLoadForLLM --target=opencl \
# RUN:   --config relax.ext.clml.options.clml_version=5 | %FileCheck %s --check-prefix=NOLLM
# RUN: %rlx opt %s --passes=OpenCLMLOffLoadForLLM --target=opencl \
# RUN:   --config relax.ext.clml.options.clml_version=5 | %FileCheck %s --check-prefix=NOGRAPH
# RUN: %rlx opt %s --passes=OpenCLMLOffLoadForLLM --target=qcom/adreno-opencl-clml \
# RUN:   --config relax.ext.clml.options.clml_version=5 | %FileCheck %s --check-prefix=LLM

# The no-op cases leave no graph anywhere.
# NOGRAPH-NOT: run_graph

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # scale = gamma / sqrt(var) = [1, 1]: the weight stays [1, 2] and the bias
    # is beta - mean * scale = [0.5, -1.5]; conv + bias + relu is one kernel.
    # CHECK-LABEL: def conv_bn_relu(
    # CHECK-NOT:     R.nn.
    # CHECK:         gv = R.call_dps_packed("rlx.contrib.openclml.run_graph", (R.str("{{fused_[a-z0-9_]*_openclml}}"), R.str("{{.*}}\"name\":\"openclml.relu.bias.nn.conv2d\"{{.*}}\"clml_version\":{{\[\[}}\"3\"]]{{.*}}"), data, R.const({{\[\[\[\[}}1.0]]], {{\[\[\[}}2.0]]]], "float32"), R.const({{\[\[\[\[}}0.5]], {{\[\[}}-1.5]]]], "float32")), out_sinfo=R.Tensor((1, 2, 4, 4), dtype="float32"))
    # CHECK-NEXT:    R.output(gv)
    # V5-LABEL:    def conv_bn_relu(
    # V5:            \"name\":\"openclml.relu.bias.nn.conv2d\"{{.*}}\"clml_version\":{{\[\[}}\"5\"]]
    # NOLLM-LABEL: def conv_bn_relu(
    # NOLLM:         R.nn.conv2d(
    # NOLLM:         R.nn.batch_norm(
    # LLM-LABEL:   def conv_bn_relu(
    # LLM:           R.nn.conv2d(
    @R.function
    def conv_bn_relu(data: R.Tensor((1, 1, 4, 4), dtype="float32")) -> R.Tensor((1, 2, 4, 4), dtype="float32"):
        with R.dataflow():
            lv = R.nn.conv2d(data, R.const([[[[1.0]]], [[[2.0]]]], "float32"), padding=[0, 0, 0, 0])
            bn = R.nn.batch_norm(lv, R.const([1.0, 2.0], "float32"), R.const([0.5, -0.5], "float32"), R.const([0.0, 1.0], "float32"), R.const([1.0, 4.0], "float32"), axis=1, epsilon=0.0)
            lv2 = bn[0]
            gv = R.nn.relu(lv2)
            R.output(gv)
        return gv

    @T.prim_func(private=True)
    def dequantize(w: T.Buffer((T.int64(16), T.int64(8)), "int8"), s: T.Buffer((T.int64(8),), "float16"), out: T.Buffer((T.int64(16), T.int64(8)), "float16")):
        for i, j in T.grid(T.int64(16), T.int64(8)):
            with T.block("decode"):
                vi, vj = T.axis.remap("SS", [i, j])
                out[vi, vj] = T.Cast("float16", w[vi, vj]) * s[vj]

    # No CLML pattern for a matmul in OpenCLMLOffLoad's table.
    # CHECK-LABEL: def llm(
    # CHECK:         wd = R.call_tir(cls.dequantize, (w, s), out_sinfo=R.Tensor((16, 8), dtype="float16"))
    # CHECK-NEXT:    gv: R.Tensor((1, 4, 8), dtype="float16") = R.matmul(x, wd)
    # NOLLM-LABEL: def llm(
    # NOLLM:         wd = R.call_tir(cls.dequantize, (w, s), out_sinfo=R.Tensor((16, 8), dtype="float16"))
    # NOLLM-NEXT:    gv: R.Tensor((1, 4, 8), dtype="float16") = R.matmul(x, wd)
    # LLM-LABEL:   def llm(
    # LLM-NOT:       R.matmul
    # LLM:           gv = R.call_dps_packed("rlx.contrib.openclml.run_graph", (R.str("{{fused_[a-z0-9_]*_openclml}}"), R.str("{{.*}}\"name\":\"openclml.dequant_matmul\"{{.*}}\"clml_version\":{{\[\[}}\"5\"]]{{.*}}"), w, s, x), out_sinfo=R.Tensor((1, 4, 8), dtype="float16"))
    # LLM-NOT:       R.matmul
    @R.function
    def llm(x: R.Tensor((1, 4, 16), dtype="float16"), w: R.Tensor((16, 8), dtype="int8"), s: R.Tensor((8,), dtype="float16")) -> R.Tensor((1, 4, 8), dtype="float16"):
        cls = Module
        with R.dataflow():
            wd = R.call_tir(cls.dequantize, (w, s), out_sinfo=R.Tensor((16, 8), dtype="float16"))
            gv = R.matmul(x, wd)
            R.output(gv)
        return gv

    # conv + relu go to CLML; exp has no pattern and a batch of 2 is refused.
    # CHECK-LABEL: def mixed(
    # CHECK:         lv1 = R.call_dps_packed("rlx.contrib.openclml.run_graph", (R.str("{{fused_[a-z0-9_]*_openclml}}"), R.str("{{.*}}\"name\":\"openclml.relu.nn.conv2d\"{{.*}}"), data, weight), out_sinfo=R.Tensor((1, 4, 8, 8), dtype="float32"))
    # CHECK-NEXT:    lv2: R.Tensor((1, 4, 8, 8), dtype="float32") = R.exp(lv1)
    # CHECK-NEXT:    lv3: R.Tensor((2, 4), dtype="float32") = R.add(b, b)
    # LLM-LABEL:   def mixed(
    # LLM:           R.nn.relu(
    @R.function
    def mixed(data: R.Tensor((1, 3, 8, 8), dtype="float32"), weight: R.Tensor((4, 3, 3, 3), dtype="float32"), b: R.Tensor((2, 4), dtype="float32")) -> R.Tuple(R.Tensor((1, 4, 8, 8), dtype="float32"), R.Tensor((2, 4), dtype="float32")):
        with R.dataflow():
            lv = R.nn.conv2d(data, weight, padding=[1, 1, 1, 1])
            lv1 = R.nn.relu(lv)
            lv2 = R.exp(lv1)
            lv3 = R.add(b, b)
            gv = (lv2, lv3)
            R.output(gv)
        return gv
