#!/usr/bin/env python3
"""Writes the rlx wheel from the package's files (the //python:wheel rule).

    build_wheel.py --out OUT.whl --root python FILE...

Each FILE's path below its `--root` folder (source or Bazel output tree) is
its path in the wheel. The wheel is reproducible: entries sorted, fixed
timestamps and permissions, so the same inputs give the same bytes.
"""

import argparse
import base64
import hashlib
import os
import sys
import zipfile

NAME = "rlx"
VERSION = "0.1.0"
TAG = "cp311-cp311-linux_x86_64"

METADATA = """Metadata-Version: 2.1
Name: rlx
Version: {version}
Summary: TVM's Relax backend layer (dispatch, fusion patterns, per-target pipelines) in C++, with TVM's Python names
Requires-Python: >=3.11,<3.12
Requires-Dist: numpy
License: Apache-2.0
"""

WHEEL = """Wheel-Version: 1.0
Generator: rlx build_wheel.py
Root-Is-Purelib: false
Tag: {tag}
"""


def wheel_path(path, root):
    parts = path.replace(os.sep, "/").split("/")
    # The last `root` component: bazel-out/k8-opt/bin/python/rlx/_core.so and
    # python/rlx/__init__.py both map below it.
    for i in range(len(parts) - 1, -1, -1):
        if parts[i] == root:
            return "/".join(parts[i + 1:])
    raise SystemExit("build_wheel: %s is not under a '%s' folder" % (path, root))


def record_hash(data):
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv)

    entries = {}
    for f in args.files:
        with open(f, "rb") as fh:
            entries[wheel_path(f, args.root)] = fh.read()
    dist_info = "%s-%s.dist-info" % (NAME, VERSION)
    entries[dist_info + "/METADATA"] = METADATA.format(version=VERSION).encode()
    entries[dist_info + "/WHEEL"] = WHEEL.format(tag=TAG).encode()
    entries[dist_info + "/top_level.txt"] = b"rlx\n"
    record = "".join("%s,%s,%d\n" % (n, record_hash(d), len(d)) for n, d in sorted(entries.items()))
    record += dist_info + "/RECORD,,\n"
    entries[dist_info + "/RECORD"] = record.encode()

    with zipfile.ZipFile(args.out, "w", compression=zipfile.ZIP_DEFLATED) as z:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            executable = name.endswith(".so")
            info.external_attr = ((0o755 if executable else 0o644) | 0o100000) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, entries[name])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
