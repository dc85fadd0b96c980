# DecomposeOpsForInference: R.nn.batch_norm becomes elementwise ops on the
# moving statistics, (x - mean) / sqrt(var + eps) [* gamma] [+ beta], with the
# 1-D statistics expanded to broadcast along `axis`; R.tensor_to_shape becomes
# a call_pure_packed of vm.builtin.tensor_to_shape plus a match_cast binding
# fresh symbolic dimensions. func_name restricts the rewrite to one function.
# RUN: %rlx opt %s --passes=DecomposeOpsForInference | %FileCheck %s
# RUN: %rlx opt %s --passes='DecomposeOpsForInference(func_name=to_shape)' | %FileCheck %s --check-prefix=ONE
# RUN: not %rlx opt %s --passes='DecomposeOpsForInference(func_name=nope)' 2>&1 | %FileCheck %s --check-prefix=MISSING

# MISSING: DecomposeOpsForInference: the module has no function 'nope'

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def bn(
    # CHECK:         [[MEAN:lv[_0-9]*]]: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(mean, axis=[0, 2, 3])
    # CHECK-NEXT:    [[VAR:lv[_0-9]*]]: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(var, axis=[0, 2, 3])
    # CHECK-NEXT:    [[VE:lv[_0-9]*]]: R.Tensor((1, 3, 1, 1), dtype="float32") = R.add([[VAR]], R.const(0.00100{{[0-9]*}}, "float32"))
    # CHECK-NEXT:    [[SQ:lv[_0-9]*]]: R.Tensor((1, 3, 1, 1), dtype="float32") = R.sqrt([[VE]])
    # CHECK-NEXT:    [[SUB:lv[_0-9]*]]: R.Tensor((2, 3, 4, 4), dtype="float32") = R.subtract(x, [[MEAN]])
    # CHECK-NEXT:    [[DIV:lv[_0-9]*]]: R.Tensor((2, 3, 4, 4), dtype="float32") = R.divide([[SUB]], [[SQ]])
    # CHECK-NEXT:    [[G:lv[_0-9]*]]: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(gamma, axis=[0, 2, 3])
    # CHECK-NEXT:    [[MUL:lv[_0-9]*]]: R.Tensor((2, 3, 4, 4), dtype="float32") = R.multiply([[DIV]], [[G]])
    # CHECK-NEXT:    [[B:lv[_0-9]*]]: R.Tensor((1, 3, 1, 1), dtype="float32") = R.expand_dims(beta, axis=[0, 2, 3])
    # CHECK-NEXT:    [[OUT:lv[_0-9]*]]: R.Tensor((2, 3, 4, 4), dtype="float32") = R.add([[MUL]], [[B]])
    # CHECK-NEXT:    bn: R.Tuple({{.*}}) = ([[OUT]], mean, var)
    # CHECK-NEXT:    y: R.Tensor((2, 3, 4, 4), dtype="float32") = bn[0]
    # CHECK-NOT:     R.nn.batch_norm
    # CHECK:         return y
    # ONE-LABEL:   def bn(
    # ONE:           R.nn.batch_norm(x, gamma, beta, mean, var, axis=1
    # ONE-NOT:       R.expand_dims
    # ONE:           return y
    @R.function
    def bn(x: R.Tensor((2, 3, 4, 4), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((2, 3, 4, 4), dtype="float32"):
        with R.dataflow():
            bn = R.nn.batch_norm(x, gamma, beta, mean, var, axis=1, epsilon=1e-3, center=True, scale=True)
            y = bn[0]
            R.output(y)
        return y

    # Negative axis, no scale and no center: gamma and beta are not used.
    # CHECK-LABEL: def bn_plain(
    # CHECK:         [[MEAN:lv[_0-9]*]]: R.Tensor((1, 3), dtype="float32") = R.expand_dims(mean, axis=[0])
    # CHECK-NEXT:    [[VAR:lv[_0-9]*]]: R.Tensor((1, 3), dtype="float32") = R.expand_dims(var, axis=[0])
    # CHECK-NEXT:    [[VE:lv[_0-9]*]]: R.Tensor((1, 3), dtype="float32") = R.add([[VAR]], R.const({{9\.99999[0-9]*e-06|1e-05}}, "float32"))
    # CHECK-NEXT:    [[SQ:lv[_0-9]*]]: R.Tensor((1, 3), dtype="float32") = R.sqrt([[VE]])
    # CHECK-NEXT:    [[SUB:lv[_0-9]*]]: R.Tensor((2, 3), dtype="float32") = R.subtract(x, [[MEAN]])
    # CHECK-NEXT:    [[DIV:lv[_0-9]*]]: R.Tensor((2, 3), dtype="float32") = R.divide([[SUB]], [[SQ]])
    # CHECK-NEXT:    bn: R.Tuple({{.*}}) = ([[DIV]], mean, var)
    # CHECK-NOT:     gamma
    # CHECK-NOT:     beta
    # CHECK:         return y
    # ONE-LABEL:   def bn_plain(
    # ONE:           R.nn.batch_norm(x, gamma, beta, mean, var, axis=-1
    @R.function
    def bn_plain(x: R.Tensor((2, 3), dtype="float32"), gamma: R.Tensor((3,), dtype="float32"), beta: R.Tensor((3,), dtype="float32"), mean: R.Tensor((3,), dtype="float32"), var: R.Tensor((3,), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            bn = R.nn.batch_norm(x, gamma, beta, mean, var, axis=-1, center=False, scale=False)
            y = bn[0]
            R.output(y)
        return y

    # The printer renames the parameter x, since the new symbolic dims are x too.
    # CHECK-LABEL: def to_shape(
    # CHECK-NEXT:    [[D0:x[_0-9]*]] = T.int64()
    # CHECK-NEXT:    [[D1:x[_0-9]*]] = T.int64()
    # CHECK:         [[P:lv[_0-9]*]]: R.Shape(ndim=2) = R.call_pure_packed("vm.builtin.tensor_to_shape", s, sinfo_args=(R.Shape(ndim=2),))
    # CHECK-NEXT:    {{y[_0-9]*}}: R.Shape([[[D0]], [[D1]]]) = R.match_cast([[P]], R.Shape([[[D0]], [[D1]]]))
    # CHECK-NEXT:    shape: R.Shape([[[D0]], [[D1]]]) = R.shape([[[D0]], [[D1]]])
    # CHECK-NEXT:    [[Y:y[_0-9]*]]: R.Tensor(([[D0]], [[D1]]), dtype="float32") = R.reshape({{x[_0-9]*}}, shape)
    # CHECK-NOT:     R.tensor_to_shape
    # CHECK:         return [[Y]]
    # ONE-LABEL:   def to_shape(
    # ONE:           R.call_pure_packed("vm.builtin.tensor_to_shape", s, sinfo_args=(R.Shape(ndim=2),))
    # ONE-NEXT:      R.match_cast(
    # ONE-NOT:       R.tensor_to_shape
    @R.function
    def to_shape(x: R.Tensor((6,), dtype="float32"), s: R.Tensor((2,), dtype="int64")) -> R.Tensor(ndim=2, dtype="float32"):
        with R.dataflow():
            shape: R.Shape(ndim=2) = R.tensor_to_shape(s)
            y: R.Tensor(ndim=2, dtype="float32") = R.reshape(x, shape)
            R.output(y)
        return y
