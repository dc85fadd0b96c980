# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

# The model tools/wgsl/wgsl_check.py runs on WebGPU (lavapipe): after the
# webgpu default pipeline, an elementwise add, a softmax (dlight's reduction
# schedule) and a matmul + bias + relu, each checked against numpy.
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 64), dtype="float32"), y: R.Tensor(("n", 64), dtype="float32"), w: R.Tensor((64, 32), dtype="float32"), b: R.Tensor((32,), dtype="float32")) -> R.Tensor(("n", 32), dtype="float32"):
        n = T.int64()
        R.func_attr({"num_input": 2})
        with R.dataflow():
            lv: R.Tensor((n, 64), dtype="float32") = R.add(x, y)
            lv1: R.Tensor((n, 64), dtype="float32") = R.nn.softmax(lv, axis=-1)
            lv2: R.Tensor((n, 32), dtype="float32") = R.matmul(lv1, w, out_dtype="void")
            lv3: R.Tensor((n, 32), dtype="float32") = R.add(lv2, b)
            gv: R.Tensor((n, 32), dtype="float32") = R.nn.relu(lv3)
            R.output(gv)
        return gv
