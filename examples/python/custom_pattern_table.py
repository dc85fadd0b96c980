"""A pattern table of your own: offload conv2d + batch_norm + relu (and
conv2d alone) of a ResNet that TVM imported from PyTorch to a library
"mylib".

    python3 examples/python/custom_pattern_table.py [MODEL_DIR]

Prints how many calls each pattern took, then the first function handed to
mylib (the composite inside it is what mylib's code generator would see).
"""

import pathlib
import re
import sys

import rlx
from rlx.relax import dpl, transform

HERE = pathlib.Path(__file__).resolve().parent
DEFAULT = HERE.parents[1] / "testdata" / "real_models" / "resnet"


def table():
    conv = dpl.is_op("relax.nn.conv2d")(dpl.wildcard(), dpl.wildcard())
    # TVM imports BatchNorm2d in inference mode as batch_norm(...)[0].
    bn = dpl.is_op("relax.nn.batch_norm")(conv, dpl.wildcard(), dpl.wildcard(), dpl.wildcard(), dpl.wildcard())
    conv_bn_relu = dpl.is_op("relax.nn.relu")(dpl.is_tuple_get_item(bn, 0))
    # Earlier entries have priority: the whole chain where it occurs, else
    # conv2d alone (e.g. a downsampling conv2d whose batch_norm feeds an add).
    return [
        transform.FusionPattern("mylib.conv2d_bn_relu", conv_bn_relu, {"conv": conv}),
        ("mylib.conv2d", dpl.is_op("relax.nn.conv2d")(dpl.wildcard(), dpl.wildcard())),
    ]


def main(argv):
    model_dir = pathlib.Path(argv[1]) if len(argv) > 1 else DEFAULT
    mod = rlx.script.from_file(model_dir / "model.py")
    fused = transform.FuseOpsByPattern(table(), annotate_codegen=True)(mod)
    text = fused.script()
    for name in ("mylib.conv2d_bn_relu", "mylib.conv2d"):
        print("%-20s %d calls" % (name, len(re.findall(r'"Composite": "%s"' % re.escape(name), text))))
    # The first module-level function for mylib, up to the next one.
    at = text.index('"Codegen": "mylib"')
    start = text.rindex("\n    @R.function", 0, at) + 1
    end = text.find("\n    @R.function", at)
    print(text[start:end].rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
