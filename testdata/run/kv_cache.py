# TVM's legacy KV cache builtins, which relax.frontend.nn's KVCache emits
# (testdata/real_models/nn_kv_cache_decode runs a whole decode loop):
# attention_kv_cache_create(init, reserve_shape, fill_count) stores init's
# rows and counts fill_count of them as filled; append copies rows after the
# filled ones, doubling the capacity when they do not fit (2 -> 4 -> 8
# here), and returns the same cache; view is exactly the filled rows.
#
# RUN: %rlx run %s --in=%S/kv_cache_x.npy --print | %FileCheck %s
# RUN: %rlx run %s --target=opencl --in=%S/kv_cache_x.npy --print | %FileCheck %s
# RUN: not %rlx run %s --entry=wrong_view --in=%S/kv_cache_x.npy 2>&1 | %FileCheck %s --check-prefix=VIEW
# RUN: not %rlx run %s --entry=wrong_rows --in=%S/kv_cache_x.npy 2>&1 | %FileCheck %s --check-prefix=ROWS

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 2), dtype="float32")) -> R.Tuple(R.Tensor((4, 2), dtype="float32"), R.Tensor((7, 2), dtype="float32")):
        # Of the two initial rows only the first counts: the second is
        # overwritten by the first append.
        c: R.Any = R.call_pure_packed("vm.builtin.attention_kv_cache_create", R.const([[9.0, 9.0], [8.0, 8.0]], "float32"), R.shape([2, 2]), 1, ty_args=(R.Any,))
        c1: R.Any = R.call_inplace_packed("vm.builtin.attention_kv_cache_append", c, x, inplace_indices=[0], ty_args=(R.Any,))
        v1: R.Tensor((4, 2), dtype="float32") = R.call_pure_packed("vm.builtin.attention_kv_cache_view", c1, R.shape([4, 2]), ty_args=(R.Tensor((4, 2), dtype="float32"),))
        c2: R.Any = R.call_inplace_packed("vm.builtin.attention_kv_cache_append", c1, x, inplace_indices=[0], ty_args=(R.Any,))
        v2: R.Tensor((7, 2), dtype="float32") = R.call_pure_packed("vm.builtin.attention_kv_cache_view", c2, R.shape([7, 2]), ty_args=(R.Tensor((7, 2), dtype="float32"),))
        return (v1, v2)

    @R.function
    def wrong_view(x: R.Tensor((3, 2), dtype="float32")) -> R.Tensor((4, 2), dtype="float32"):
        c: R.Any = R.call_pure_packed("vm.builtin.attention_kv_cache_create", R.const([[0.0, 0.0]], "float32"), R.shape([4, 2]), 0, ty_args=(R.Any,))
        c1: R.Any = R.call_inplace_packed("vm.builtin.attention_kv_cache_append", c, x, inplace_indices=[0], ty_args=(R.Any,))
        v: R.Tensor((4, 2), dtype="float32") = R.call_pure_packed("vm.builtin.attention_kv_cache_view", c1, R.shape([4, 2]), ty_args=(R.Tensor((4, 2), dtype="float32"),))
        return v

    @R.function
    def wrong_rows(x: R.Tensor((3, 2), dtype="float32")) -> R.Tensor((3, 3), dtype="float32"):
        c: R.Any = R.call_pure_packed("vm.builtin.attention_kv_cache_create", R.const([[0.0, 0.0, 0.0]], "float32"), R.shape([4, 3]), 0, ty_args=(R.Any,))
        c1: R.Any = R.call_inplace_packed("vm.builtin.attention_kv_cache_append", c, x, inplace_indices=[0], ty_args=(R.Any,))
        v: R.Tensor((3, 3), dtype="float32") = R.call_pure_packed("vm.builtin.attention_kv_cache_view", c1, R.shape([3, 3]), ty_args=(R.Tensor((3, 3), dtype="float32"),))
        return v

# CHECK:      out0:
# CHECK-NEXT: {{\[\[}}9, 9],
# CHECK-NEXT:  [1, 2],
# CHECK-NEXT:  [3, 4],
# CHECK-NEXT:  [5, 6]] (float32, shape=(4, 2))
# CHECK-NEXT: out1:
# CHECK-NEXT: {{\[\[}}9, 9],
# CHECK-NEXT:  [1, 2],
# CHECK-NEXT:  [3, 4],
# CHECK-NEXT:  [5, 6],
# CHECK-NEXT:  [1, 2],
# CHECK-NEXT:  [3, 4],
# CHECK-NEXT:  [5, 6]] (float32, shape=(7, 2))

# VIEW: vm.builtin.attention_kv_cache_view: a view of shape (4, 2) was asked of a cache with 3 filled rows of shape (3, 2)
# ROWS: vm.builtin.attention_kv_cache_append: rows of shape (3, 2) do not fit a cache of shape (4, 3) (rows of shape (3,) each)
