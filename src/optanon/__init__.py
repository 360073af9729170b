"""optanon: optimal anonymization of tables, with proofs and lower bounds.

Publish a table so that no one can be singled out (k-anonymity, l-diversity,
t-closeness) while suppressing as few cells as possible, and say how far from the
optimum the answer can be.
"""

import importlib

# loaded on first use (PEP 562): the command line starts without pandas and NumPy, so that an
# interrupt while they load gets its one-line message (``cli.main``), not a traceback
_EXPORTS = {
    "CheckResult": "api", "LValues": "api", "ModelCheck": "api", "anonymize": "api", "check": "api",
    "Hierarchy": "core.hierarchy",
    "EqualMetric": "core.metrics", "HierarchicalMetric": "core.metrics", "MatrixMetric": "core.metrics",
    "OrderedMetric": "core.metrics",
    "KAnonymity": "core.models", "LDiversity": "core.models", "TCloseness": "core.models",
    "Table": "core.table",
    "OptanonError": "errors",
    "Release": "release",
}


def __getattr__(name):
    if name in _EXPORTS:
        value = getattr(importlib.import_module(f".{_EXPORTS[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'optanon' has no attribute '{name}'")


def __dir__():
    return sorted(set(globals()) | set(_EXPORTS))


__version__ = "0.1.0"

__all__ = [
    "CheckResult",
    "EqualMetric",
    "HierarchicalMetric",
    "Hierarchy",
    "KAnonymity",
    "LDiversity",
    "LValues",
    "MatrixMetric",
    "ModelCheck",
    "OptanonError",
    "OrderedMetric",
    "Release",
    "TCloseness",
    "Table",
    "__version__",
    "anonymize",
    "check",
]
