#!/usr/bin/env bash
# Installs the real-model corpus tool's peers into a virtualenv of their own:
# Apache TVM 0.27 (the frontends that print the modules), PyTorch,
# torchvision, transformers and the ONNX stack (the models and their
# reference outputs). Never a dependency of the compiler or of CI: the
# fixtures it makes are committed under testdata/real_models/.
#
# Usage: tools/real_models/setup.sh            (prints the venv's python)
# Environment: RLX_REAL_MODELS_VENV (default ~/.cache/rlx-real-models-venv),
#              PYTHON (python3).
# Versions are pinned so that `generate.py` rewrites the committed fixtures
# byte for byte. apache-tvm-ffi stays at 0.1.14.post1: with 0.1.15, TVM 0.27
# crashes when it prints a module with bound constants.
set -euo pipefail

venv=${RLX_REAL_MODELS_VENV:-$HOME/.cache/rlx-real-models-venv}
py=${PYTHON:-python3}

PINS=(
  apache-tvm==0.27.0.post1
  apache-tvm-ffi==0.1.14.post1
  torch==2.15.0
  torchvision==0.29.2
  transformers==5.23.0
  onnx==1.23.2
  onnxruntime==1.31.1
  onnxscript==0.7.2
  numpy
)

stamp="$venv/.rlx-pins"
if [[ -x $venv/bin/python && -f $stamp && "$(cat "$stamp")" == "${PINS[*]}" ]]; then
  echo "$venv/bin/python"
  exit 0
fi
if [[ ! -x $venv/bin/pip ]]; then
  rm -rf "$venv"
  "$py" -m venv "$venv" >&2
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check --retries 2 --timeout 60 "${PINS[@]}" >&2
"$venv/bin/python" -c "import tvm, torch, torchvision, transformers, onnx, onnxruntime" >&2
echo "${PINS[*]}" >"$stamp"
echo "$venv/bin/python"
