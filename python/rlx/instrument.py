"""Pass instruments (TVM's ``tvm.instrument``)."""

from .transform import PassInstrument

__all__ = ["PassInstrument"]
