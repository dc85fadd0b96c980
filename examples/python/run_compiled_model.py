"""Compile a model TVM imported from PyTorch and run it on numpy arrays (and
on PyTorch tensors when torch is installed), checking the result against
the PyTorch output stored beside the model.

    python3 examples/python/run_compiled_model.py [MODEL_DIR]

MODEL_DIR is a testdata/real_models folder: model.py (printed by TVM),
in<i>.npy (the arguments of main) and ref0.npy (PyTorch's output).
"""

import pathlib
import sys

import numpy as np

import rlx

HERE = pathlib.Path(__file__).resolve().parent
DEFAULT = HERE.parents[1] / "testdata" / "real_models" / "resnet"


def main(argv):
    model_dir = pathlib.Path(argv[1]) if len(argv) > 1 else DEFAULT
    mod = rlx.script.from_file(model_dir / "model.py")
    exe = rlx.compile(mod, "llvm")
    vm = rlx.relax.VirtualMachine(exe)
    args = [np.load(p) for p in sorted(model_dir.glob("in*.npy"), key=lambda p: int(p.stem[2:]))]
    out = vm["main"](*args)
    out = out[0] if isinstance(out, tuple) else out
    ref = np.load(model_dir / "ref0.npy")
    diff = float(np.max(np.abs(out - ref)))
    print("%s: output %s %s, max |rlx - PyTorch| = %.3g" % (model_dir.name, out.dtype, out.shape, diff))
    ok = diff <= 1e-4 * max(1.0, float(np.max(np.abs(ref))))
    try:
        import torch
    except ImportError:
        print("torch is not installed: numpy inputs only")
    else:
        out_t = vm["main"](*[torch.from_numpy(a) for a in args])
        out_t = out_t[0] if isinstance(out_t, tuple) else out_t
        print("same result from torch tensors:", bool(np.array_equal(out_t, out)))
        ok = ok and np.array_equal(out_t, out)
    print("matches PyTorch" if ok else "DIFFERS from PyTorch")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
