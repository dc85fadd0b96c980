"""Android NNAPI offload (TVM's ``relax/backend/contrib/nnapi.py``)."""

from .._pipeline import partition


def partition_for_nnapi(mod, feature_level=None):
    """Partitions ``mod`` into NNAPI functions. ``feature_level`` keeps only
    the patterns NNAPI supports at that feature level (None: all)."""
    return partition("nnapi", mod, feature_level=feature_level)
