# AnnotateCustomMemoryScope for qcom/adreno-opencl-texture after the texture
# path's first steps (ConvertLayout, LegalizeOps without conv2d,
# AnnotateTIROpPattern), TVM's test_conv2d shapes: the packed input
# (2, 16, 56, 56, 4) goes to global.texture-nhwc, the packed weight stays a
# buffer (conv2d reads weights from buffers), the conv2d result is a texture
# (its consumer, the injective unpacking kernel, takes textures), and one
# vdevice is recorded in global_infos.
# RUN: %rlx opt %s --target=qcom/adreno-opencl-texture --passes='ConvertLayout(desired_layouts=relax.nn.conv2d:NCHW4c/OIHW4o),LegalizeOps(skip_ops=relax.nn.conv2d),AnnotateTIROpPattern,AnnotateCustomMemoryScope' | %FileCheck %s
# RUN: not %rlx opt %s --passes=AnnotateCustomMemoryScope 2>&1 | %FileCheck %s --check-prefix=NOTARGET

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK:      I.module_global_infos({"vdevice": [I.vdevice({{.*}}"tag": "qcom/adreno-opencl-texture"{{.*}}, 0, "global.texture-nhwc")]})
    # CHECK-LABEL: def main(
    # CHECK:      R.call_tir(cls.te_layout_transform, (x,), out_sinfo=R.Tensor((2, 16, 56, 56, 4), dtype="float32", vdevice="opencl:0:global.texture-nhwc"))
    # CHECK-NEXT: R.call_tir(cls.te_layout_transform1, (w,), out_sinfo=R.Tensor((8, 64, 3, 3, 4), dtype="float32"))
    # CHECK-NEXT: vdevice="opencl:0:global.texture-nhwc") = R.nn.conv2d({{.*}}data_layout="NCHW4c"{{.*}}sinfo_args=(R.Tensor((2, 8, 54, 54, 4), dtype="float32", vdevice="opencl:0:global.texture-nhwc"),))
    # CHECK-NEXT: gv = R.call_tir(cls.te_layout_transform2, {{.*}}, out_sinfo=R.Tensor((2, 32, 54, 54), dtype="float32"))
    # NOTARGET: error: AnnotateCustomMemoryScope needs a target
    @R.function
    def main(x: R.Tensor((2, 64, 56, 56), dtype="float32"), w: R.Tensor((32, 64, 3, 3), dtype="float32")) -> R.Tensor((2, 32, 54, 54), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((2, 32, 54, 54), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            R.output(gv)
        return gv
