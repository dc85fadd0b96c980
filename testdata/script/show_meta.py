# `rlx print --show-meta` prints constants as TVM's show_meta=True does:
# the metadata section first, references in the body (a scalar stays
# inline); the text reads back to the same constants.
#
# RUN: %rlx print --show-meta %s | %FileCheck %s
# RUN: %rlx print --show-meta %s > %t.py
# RUN: %rlx print %t.py | %FileCheck %s --check-prefix=PLAIN

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        y: R.Tensor((2,), dtype="float32") = R.add(x, R.const([0.5, -1.25], "float32"))
        z: R.Tensor((2,), dtype="float32") = R.multiply(y, R.const(2.0, "float32"))
        return z

# CHECK:      metadata = tvm.ir.load_json("""{
# CHECK-NEXT:   \"root_index\": 13,
# CHECK:          \"type\": \"ffi.Tensor\",
# CHECK:      }""")
# CHECK-NEXT: # from tvm.script import ir as I
# CHECK:      R.add(x, metadata["ir.GenericConst"][0])
# CHECK:      R.multiply(y, R.const(2.0, "float32"))

# PLAIN: R.add(x, R.const([0.5, -1.25], "float32"))
