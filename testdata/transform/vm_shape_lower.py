# VMShapeLower: parameter checks and symbolic shapes on a shape heap. n is
# stored from x (match code 1), the constant 4 checked (code 0); shape_func
# computes n * 2 into the heap, the ShapeExpr loads it (make code 1) and the
# result is checked against it (code 3). The error contexts name the
# function, the parameter and its annotation.
# RUN: %rlx opt %s --passes=VMShapeLower | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def main(
    # CHECK:       shape_heap: R.Tensor(dtype="int64", ndim=1) = R.call_builtin_with_ctx(R.ExternFunc("vm.builtin.alloc_shape_heap"), (R.prim_value(2),), sinfo_args=(R.Tensor(dtype="int64", ndim=1),))
    # CHECK-NEXT:  _: R.Tuple = R.call_packed("vm.builtin.check_tensor_info", x, R.prim_value(2), R.dtype("float32"), R.str("ErrorContext(fn=main, loc=param[0], param=x, annotation=R.Tensor((n, 4), \"float32\")) "), sinfo_args=(R.Tuple,))
    # CHECK-NEXT:  __1: R.Tuple = R.call_packed("vm.builtin.match_shape", x, shape_heap, R.prim_value(2), R.prim_value(1), R.prim_value(0), R.prim_value(0), R.prim_value(4), R.str("ErrorContext(fn=main, loc=param[0], param=x, annotation=R.Tensor((n, 4), \"float32\")) "), sinfo_args=(R.Tuple,))
    # CHECK-NEXT:  __2: R.Tuple = cls.shape_func(shape_heap)
    # CHECK-NEXT:  s: R.Shape(ndim=1) = R.call_packed("vm.builtin.make_shape", shape_heap, R.prim_value(1), R.prim_value(1), R.prim_value(1), sinfo_args=(R.Shape(ndim=1),))
    # CHECK-NEXT:  __3: R.Tuple = R.call_packed("vm.builtin.check_shape_info", s, R.prim_value(1), R.str("ErrorContext(fn=main, loc=return, annotation=R.Shape([n*2])) "), sinfo_args=(R.Tuple,))
    # CHECK-NEXT:  __4: R.Tuple = R.call_packed("vm.builtin.match_shape", s, shape_heap, R.prim_value(1), R.prim_value(3), R.prim_value(1), R.str("ErrorContext(fn=main, loc=return, annotation=R.Shape([n*2])) "), sinfo_args=(R.Tuple,))
    # CHECK-NEXT:  return s
    # CHECK-LABEL: def shape_func(H: T.Buffer((T.int64(2),), "int64")):
    # CHECK-NEXT:  T.func_attr({"tir.is_host_func": T.bool(True)})
    # CHECK-NEXT:  H[T.int64(1)] = H[T.int64(0)] * T.int64(2)
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Shape(["n * 2"]):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        s: R.Shape([n * 2]) = R.shape([n * 2])
        return s
