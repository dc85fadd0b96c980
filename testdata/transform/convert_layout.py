# ConvertLayout to the adreno texture layouts: conv2d's data and weight are
# packed (NCHW -> NCHW4c splits C into blocks of 4 lanes, OIHW -> OIHW4o
# splits O), the relu after it stays packed, and the result is unpacked
# once, for R.output. A conv2d whose channels do not divide by 4 (the
# second one, 3 input channels) stays in NCHW.
# RUN: %rlx opt %s --passes='ConvertLayout(desired_layouts=relax.nn.conv2d:NCHW4c/OIHW4o)' | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def main(
    # CHECK:      = R.layout_transform(x, index_map=T.index_map(lambda i0, i1, i2, i3: (i0, i1 // 4, i2, i3, i1 % 4), index_dtype="int32"), pad_value=None, axis_separators=[], input_axis_separators=[])
    # CHECK-NEXT: R.Tensor((4, 8, 3, 3, 4), dtype="float32") = R.layout_transform(w, index_map=T.index_map(lambda i0, i1, i2, i3: (i0 // 4, i1, i2, i3, i0 % 4), index_dtype="int32")
    # CHECK-NEXT: R.Tensor((1, 4, 6, 6, 4), dtype="float32") = R.nn.conv2d({{.*}}, data_layout="NCHW4c", kernel_layout="OIHW4o", out_layout="NCHW4c", out_dtype="void")
    # CHECK-NEXT: R.Tensor((1, 4, 6, 6, 4), dtype="float32") = R.nn.relu(
    # CHECK-NEXT: y: R.Tensor((1, 16, 6, 6), dtype="float32") = R.layout_transform({{.*}}, index_map=T.index_map(lambda i0, i1, i2, i3, i4: (i0, i1 * 4 + i4, i2, i3), index_dtype="int32")
    # CHECK-NEXT: z: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.conv2d(v, u, {{.*}}data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW"
    # CHECK-NEXT: R.output(y, z)
    @R.function
    def main(x: R.Tensor((1, 8, 8, 8), dtype="float32"), w: R.Tensor((16, 8, 3, 3), dtype="float32"), v: R.Tensor((1, 3, 6, 6), dtype="float32"), u: R.Tensor((4, 3, 1, 1), dtype="float32")) -> R.Tuple(R.Tensor((1, 16, 6, 6), dtype="float32"), R.Tensor((1, 4, 6, 6), dtype="float32")):
        with R.dataflow():
            c: R.Tensor((1, 16, 6, 6), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            y: R.Tensor((1, 16, 6, 6), dtype="float32") = R.nn.relu(c)
            z: R.Tensor((1, 4, 6, 6), dtype="float32") = R.nn.conv2d(v, u, strides=[1, 1], padding=[0, 0, 0, 0], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            R.output(y, z)
        return (y, z)
