#include "tools/rlx/default_model.h"

namespace rlx {
namespace tools {

const char kDefaultModelName[] = "<built-in mlp>";

const char kDefaultModel[] = R"PY(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 16), dtype="float32"), w0: R.Tensor((16, 32), dtype="float32"), b0: R.Tensor((32,), dtype="float32"), w1: R.Tensor((32, 10), dtype="float32")) -> R.Tensor(("n", 10), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            scale: R.Tensor((), dtype="float32") = R.multiply(R.const(0.5, "float32"), R.const(2.0, "float32"))
            lv: R.Tensor((n, 32), dtype="float32") = R.matmul(x, w0, out_dtype="void")
            lv1: R.Tensor((n, 32), dtype="float32") = R.add(lv, b0)
            lv2: R.Tensor((n, 32), dtype="float32") = R.nn.relu(lv1)
            unused: R.Tensor((n, 32), dtype="float32") = R.exp(lv2)
            lv3: R.Tensor((n, 32), dtype="float32") = R.multiply(lv2, scale)
            lv4: R.Tensor((n, 10), dtype="float32") = R.matmul(lv3, w1, out_dtype="void")
            lv5: R.Tensor((n, 10), dtype="float32") = R.nn.softmax(lv4, axis=-1)
            gv: R.Tensor((n, 10), dtype="float32") = lv5
            R.output(gv)
        return gv
)PY";

}  // namespace tools
}  // namespace rlx
