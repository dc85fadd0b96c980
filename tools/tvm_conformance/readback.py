"""Does TVM 0.27 read what `rlx ... --style=tvm` prints?

For every module TVM printed in testdata/real_models/ and every module in
testdata/models/, prints it with `rlx print --show-meta --style=tvm` and,
after the `zero` pipeline, with `rlx opt --pipeline=zero --target=llvm
--show-meta --style=tvm`, and parses both texts with TVM's own
tvm.script.from_source. Reports, per text, whether TVM read it and whether
a plain print is TVM's own text byte for byte; exits 1 when TVM rejects any.

Run in the real-model tool's virtual environment (TVM 0.27 with an
apache-tvm-ffi that prints constants):
    $(bash tools/real_models/setup.sh) tools/tvm_conformance/readback.py --rlx bazel-bin/tools/rlx/rlx
"""
import argparse
import pathlib
import subprocess
import sys

import tvm

ROOT = pathlib.Path(__file__).resolve().parents[2]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rlx", default=str(ROOT / "bazel-bin/tools/rlx/rlx"))
    args = ap.parse_args()
    files = sorted((ROOT / "testdata/real_models").glob("*/model.py"))
    files += sorted((ROOT / "testdata/models").glob("*.py"))
    read = rejected = exact = 0
    for path in files:
        name = path.parent.name if path.name == "model.py" else path.stem
        runs = {
            "print": [args.rlx, "print", "--show-meta", "--style=tvm", str(path)],
            "opt zero": [args.rlx, "opt", "--pipeline=zero", "--target=llvm", "--show-meta",
                         "--style=tvm", str(path)],
        }
        for what, cmd in runs.items():
            out = subprocess.run(cmd, capture_output=True, text=True)
            if out.returncode != 0:
                print(f"{name:24} {what:8} rlx failed: {out.stderr.strip().splitlines()[-1:]}")
                rejected += 1
                continue
            if what == "print" and path.name == "model.py" and out.stdout == path.read_text():
                exact += 1
            try:
                tvm.script.from_source(out.stdout)
            except Exception as e:  # TVM's diagnostics are several exception types
                lines = [ln for ln in str(e).splitlines() if "error" in ln.lower()] or str(e).splitlines()[-1:]
                print(f"{name:24} {what:8} TVM rejects it: {lines[0].strip()[:200]}")
                rejected += 1
                continue
            read += 1
    printed_by_tvm = sum(1 for p in files if p.name == "model.py")
    print(f"TVM read {read} of {read + rejected} texts; {exact} of {printed_by_tvm} TVM-printed modules "
          "print back byte for byte")
    return 1 if rejected else 0


if __name__ == "__main__":
    sys.exit(main())
