# conv2d + batch_norm + relu, the model of //compiler/contrib/openclml:openclml_test
# (which binds weight and statistics as constants, folds the batch norm with
# FoldBatchnormToConv2D and checks the numbers against the reference
# evaluator). As parameters they are not constants, so the fold leaves the
# batch norm alone (TVM's is_const) and AppendReshapeToBN adds its reshape.
#
# RUN: %rlx opt %s --passes=FoldBatchnormToConv2D,AppendReshapeToBN | %FileCheck %s
# CHECK: R.nn.batch_norm(lv, gamma, beta, mean, var
# CHECK: R.reshape(
# CHECK: R.nn.relu(

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(data: R.Tensor((1, 3, 16, 16), dtype="float32"), weight: R.Tensor((8, 3, 3, 3), dtype="float32"), gamma: R.Tensor((8,), dtype="float32"), beta: R.Tensor((8,), dtype="float32"), mean: R.Tensor((8,), dtype="float32"), var: R.Tensor((8,), dtype="float32")) -> R.Tensor((1, 8, 16, 16), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.conv2d(data, weight, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NCHW", kernel_layout="OIHW", out_layout="NCHW", out_dtype="void")
            lv1: R.Tuple(R.Tensor((1, 8, 16, 16), dtype="float32"), R.Tensor((8,), dtype="float32"), R.Tensor((8,), dtype="float32")) = R.nn.batch_norm(lv, gamma, beta, mean, var, axis=1, epsilon=1.0000000000000001e-05, center=True, scale=True, momentum=0.10000000000000001, training=False)
            lv2: R.Tensor((1, 8, 16, 16), dtype="float32") = lv1[0]
            gv: R.Tensor((1, 8, 16, 16), dtype="float32") = R.nn.relu(lv2)
            R.output(gv)
        return gv
