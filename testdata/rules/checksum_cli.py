# A corrupted or truncated executable is reported by rlx run with the file's
# name, before anything runs (the trailing checksum of Executable::Save).
# RUN: %rlx build %s -o %t.rlx
# RUN: %rlx run %t.rlx --in=%S/../fixtures/mlp_out.npy --print | %FileCheck %s --check-prefix=OK
# OK: out0:
# OK-NEXT: {{\[\[}}0.11952{{[0-9]*}}, 0.55206{{[0-9]*}}
#
# One byte flipped in the middle (the constants and bytecode):
# RUN: cp %t.rlx %t.flipped.rlx
# RUN: size=$(wc -c < %t.rlx); printf 'Z' | dd of=%t.flipped.rlx bs=1 seek=$((size / 2)) conv=notrunc status=none
# RUN: not %rlx run %t.flipped.rlx --in=%S/../fixtures/mlp_out.npy 2>&1 | %FileCheck %s --check-prefix=FLIP
# FLIP: flipped.rlx: not a valid rlx VM executable (checksum mismatch: the file is corrupted or truncated; stored 0x{{[0-9a-f]+}}, computed 0x{{[0-9a-f]+}} over {{[0-9]+}} bytes); rebuild it with rlx build
#
# Truncated (an interrupted copy):
# RUN: head -c 1000 %t.rlx > %t.cut.rlx
# RUN: not %rlx run %t.cut.rlx --in=%S/../fixtures/mlp_out.npy 2>&1 | %FileCheck %s --check-prefix=CUT
# CUT: cut.rlx: not a valid rlx VM executable (checksum mismatch: the file is corrupted or truncated; {{.*}} over 992 bytes)
#
# Too short to hold even the checksum:
# RUN: head -c 12 %t.rlx > %t.tiny.rlx
# RUN: not %rlx run %t.tiny.rlx 2>&1 | %FileCheck %s --check-prefix=TINY
# TINY: tiny.rlx: not a valid rlx VM executable (truncated: 12 bytes, too short for the header and checksum)

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        y: R.Tensor((n, 4), dtype="float32") = R.nn.softmax(x, axis=-1)
        return y
