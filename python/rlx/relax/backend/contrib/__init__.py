"""TVM's ``relax.backend.contrib``: NNAPI and TensorRT partitioning."""

from . import nnapi, tensorrt  # noqa: F401
