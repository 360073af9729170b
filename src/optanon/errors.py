"""Errors a user can cause.

Every error a user can cause (bad file, bad column, bad parameter) is an
``OptanonError``: the CLI prints its message, without a traceback, and exits 2.
Messages say what to change and never quote a raw quasi-identifier or sensitive
value of the data (they point at row numbers instead).

``VerificationError`` is different: it means a solver produced a partition that
does not satisfy the privacy model, i.e. a bug in optanon. It is not an
``OptanonError`` so that it is never mistaken for bad input.
"""

from __future__ import annotations


class OptanonError(Exception):
    """Base class of every error caused by the user's input or options."""


class SetupError(OptanonError):
    """The installation is one optanon cannot trust (e.g. a MILP solver older than it requires)."""


class InputError(OptanonError):
    """The data file or DataFrame cannot be read as a table."""


class ColumnError(OptanonError):
    """A named column does not exist, or is named in two roles."""


class ParameterError(OptanonError):
    """A privacy or cost parameter is out of range (k, l, c, t, ...)."""


class MetricError(OptanonError):
    """A ground metric for t-closeness is not a metric, or misses values."""


class HierarchyError(OptanonError):
    """A generalization hierarchy is malformed or misses values of the data."""


class InfeasibleError(OptanonError):
    """No partition of the table can satisfy the privacy model."""


class VerificationError(AssertionError):
    """A partition failed verification: a bug in a solver, never bad input."""
