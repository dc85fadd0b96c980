# RUN: %rlx build %s -o %t.exe --emit=llvm | %FileCheck %s
# RUN: %rlx build %s -o %t.exe --emit=asm | %FileCheck %s --check-prefix=ASM
# RUN: not %rlx build %s -o %t.exe --emit=ptx 2>&1 | %FileCheck %s --check-prefix=BAD
# RUN: rm -f %t.exe.o && %rlx build %s -o %t.exe --emit=obj 2>&1 | %FileCheck %s --check-prefix=OBJ
# RUN: od -An -c -N4 %t.exe.o | %FileCheck %s --check-prefix=ELF
# RUN: rm -f %t.exe.so && %rlx build %s -o %t.exe --emit=so 2>&1 | %FileCheck %s --check-prefix=SO
# RUN: od -An -c -N4 %t.exe.so | %FileCheck %s --check-prefix=ELF
# RUN: nm -D --defined-only %t.exe.so | %FileCheck %s --check-prefix=SYMS
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1024,), dtype="float32"), y: R.Tensor((1024,), dtype="float32")) -> R.Tensor((1024,), dtype="float32"):
        with R.dataflow():
            z: R.Tensor((1024,), dtype="float32") = R.add(x, y)
            R.output(z)
        return z

# The legalized add kernel, optimized: its loop is vectorized for the host.
# CHECK: define {{.*}}@add(
# CHECK: fadd {{.*}}<{{[0-9]+}} x float>

# ASM: add:
# ASM: {{v?}}addps

# BAD: error: unknown --emit format 'ptx'; valid formats: llvm, asm, obj, so

# The kernels as a relocatable object next to the executable.
# OBJ: wrote kernels to {{.*}}.exe.o
# ELF: 177 E L F

# The kernels as a shared library (cc -shared), exporting each kernel.
# SO: wrote kernels to {{.*}}.exe.so
# SYMS: T add
