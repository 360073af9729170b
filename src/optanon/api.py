"""One call per user task. Each validates its inputs once, then trusts the core."""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from .core import models as M
from .core.groups import GroupStats
from .core.hierarchy import Hierarchy
from .core.models import KAnonymity, LDiversity, TCloseness
from .core.table import Table
from .errors import HierarchyError, ParameterError
from .io import read_table, resolve_columns


@dataclass(frozen=True)
class LValues:
    """The l of the worst group under each form (None without a sensitive column)."""

    frequency: float | None
    distinct: int | None
    entropy: float | None
    recursive: int | None = None  # only when c is given


@dataclass(frozen=True)
class ModelCheck:
    """One threshold model on the table as it stands."""

    model: str
    satisfied: bool
    violating_groups: int
    violating_rows: int


@dataclass(frozen=True)
class CheckResult:
    """The privacy measures of a table as it stands (each distinct QI vector a group)."""

    rows: int
    groups: int
    k: int  # smallest group
    l: LValues
    t: float | None  # largest EMD of a group to the table (None without a sensitive column)
    metric: str
    satisfied: bool  # every threshold model holds on every group (True when none is given)
    violating_groups: int
    violating_rows: int
    models: tuple[ModelCheck, ...]
    qi: tuple[str, ...]
    sensitive: tuple[str, ...]

    def to_dict(self) -> dict:
        d = asdict(self)
        if self.l.recursive is None:
            d["l"].pop("recursive")
        d["models"] = [asdict(m) for m in self.models]
        d["qi"], d["sensitive"] = list(self.qi), list(self.sensitive)
        return d


def build_models(*, k=None, l=None, l_form="frequency", c=None, t=None, metric="equal") -> list:
    """The privacy models named by the usual parameters (k, l, l_form, c, t, metric)."""
    models = []
    if k is not None:
        models.append(KAnonymity(k))
    if l is not None:
        models.append(LDiversity(l, l_form, c))
    elif l_form not in M.L_FORMS:
        raise ParameterError(f"unknown l-diversity form '{l_form}'; choose one of {', '.join(M.L_FORMS)}")
    if t is not None:
        models.append(TCloseness(t, metric))
    return models


def load_hierarchies(spec, table: Table) -> dict:
    """Hierarchies by column from {column: path or Hierarchy}; each must cover the column's values."""
    out = {}
    for col, h in (spec or {}).items():
        if col not in table.qi:
            raise HierarchyError(f"a hierarchy is given for '{col}', which is not a quasi-identifier column")
        h = h if isinstance(h, Hierarchy) else Hierarchy.from_csv(h)
        j = table.qi.index(col)
        absent = h.leaf_indices(table.values[j]) < 0
        if absent.any():
            first_row = int(np.flatnonzero(absent[table.codes[:, j]])[0]) + 1
            raise HierarchyError(
                f"the hierarchy for column '{col}' lacks {int(absent.sum())} value(s) that occur in the data "
                f"(first at data row {first_row}); add a line for each (values are not shown, to keep them out of logs)"
            )
        out[col] = h
    return out


def check(data, qi, sensitive=None, *, k=None, l=None, l_form="frequency", c=None, t=None, metric="equal",
          hierarchies=None, encoding=None, delimiter=None) -> CheckResult:
    """Measure k, l and t of a table as it stands and test the given thresholds.

    ``data`` is a path (CSV or Parquet), a pandas or polars DataFrame or a pyarrow
    Table. Every distinct QI vector is a group. ``l`` uses ``l_form`` (frequency
    by default); ``t`` uses ``metric`` ('equal', 'ordered', a Metric, or a path).
    """
    frame = read_table(data, encoding=encoding, delimiter=delimiter)
    qi, sensitive = resolve_columns(frame, qi, sensitive)
    models = build_models(k=k, l=l, l_form=l_form, c=c, t=t, metric=metric)
    if c is not None and l is None:
        M.LDiversity(1, "recursive", c)  # validates c
    table = Table.encode(frame, qi, sensitive)
    M.check_models(models, table)
    load_hierarchies(hierarchies, table)

    stats = GroupStats.of_table(table, table.row_vector, num_groups=len(table.counts))
    lvals = LValues(None, None, None)
    t_value = None
    metric_spec = M.load_metric(metric)
    if table.sensitive:
        freq = min(float(M.l_frequency(sa).min()) for sa in stats.sa)
        dist = min(int(M.l_distinct(sa).min()) for sa in stats.sa)
        ent = min(float(M.l_entropy(sa).min()) for sa in stats.sa)
        rec = None
        if c is not None:
            cf = M.as_fraction(c, "c")
            rec = min(int(M.l_recursive(sa, cf).min()) for sa in stats.sa)
        lvals = LValues(freq, dist, ent, rec)
        t_value = max(float(M.t_emd(sa, metric_spec.bind(table.sa_values[j], sa.column)).max()) for j, sa in enumerate(stats.sa))

    checks = []
    failing = np.zeros(stats.g, dtype=bool)
    for model in models:
        ok = model.holds(table, stats)
        bad = ~ok
        failing |= bad
        checks.append(ModelCheck(repr(model), bool(ok.all()), int(bad.sum()), int(stats.sizes[bad].sum())))
    return CheckResult(
        rows=table.n,
        groups=stats.g,
        k=int(stats.sizes.min()),
        l=lvals,
        t=t_value,
        metric=metric_spec.name,
        satisfied=not failing.any(),
        violating_groups=int(failing.sum()),
        violating_rows=int(stats.sizes[failing].sum()),
        models=tuple(checks),
        qi=tuple(str(q) for q in qi),
        sensitive=tuple(str(s) for s in sensitive),
    )


METHODS = ("auto", "exact", "exact-dp", "exact-dc", "matching")


def _solver(method: str, table, models):
    from .solvers import exact, exact_dc, exact_dp, matching
    from .solvers.subsets import MAX_ROWS

    if method == "auto" and _matching_fits(models, table):
        method = "matching"
    if method == "auto":
        entropy = any(isinstance(m, LDiversity) and m.form == "entropy" for m in models)
        method = "exact-dp" if entropy or table.n <= 10 else "exact"
        if entropy and table.n > MAX_ROWS:
            raise ParameterError(f"entropy l-diversity has no exact method beyond {MAX_ROWS} rows yet; use the frequency, distinct or recursive form")
    return {"exact": exact, "exact-dp": exact_dp, "exact-dc": exact_dc, "matching": matching}[method]


def _matching_fits(models, table) -> bool:
    """2-anonymity and/or frequency 2-diversity on one SA column: the matching method's problem."""
    from .solvers import matching

    try:
        kmin, diverse = matching.scope(models)
    except ParameterError:
        return False
    return kmin == 2 and (not diverse or len(table.sensitive) == 1)


def anonymize(data, qi, sensitive=None, *, k=None, l=None, l_form="frequency", c=None, t=None, metric="equal",
              hierarchies=None, method="auto", time_limit=None, seed=0, progress=None, encoding=None, delimiter=None):
    """Release ``data`` under the given models at minimum cost; returns a verified ``Result``.

    Without k, l or t, k = 1. ``method``: auto (default), exact (pattern MILP),
    exact-dp or exact-dc (exponential, up to 16 rows), matching (k = 2 and/or frequency l = 2). ``time_limit`` in seconds.
    """
    from .core.cost import CostModel

    if method not in METHODS:
        raise ParameterError(f"unknown method '{method}'; choose one of {', '.join(METHODS)}")
    if time_limit is not None and not time_limit > 0:
        raise ParameterError(f"the time limit must be a positive number of seconds, got {time_limit}")
    frame = read_table(data, encoding=encoding, delimiter=delimiter)
    qi, sensitive = resolve_columns(frame, qi, sensitive)
    models = build_models(k=1 if k is None else k, l=l, l_form=l_form, c=c, t=t, metric=metric)
    table = Table.encode(frame, qi, sensitive)
    M.check_models(models, table)
    cost_model = CostModel(load_hierarchies(hierarchies, table))
    solver = _solver(method, table, models)
    return solver.solve(table, models, cost_model, time_limit=time_limit, seed=seed, progress=progress)
