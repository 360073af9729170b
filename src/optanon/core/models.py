"""Privacy models: predicates on a group given the whole table.

Every model answers ``holds(table, stats) -> bool per group`` for the groups of
one partition (``GroupStats``), vectorised over groups. A list of models is a
conjunction: every model must hold on every group. Models declare what solvers
may ask of them: ``needs_sensitive`` (reads an SA column) and ``monotone`` (the
union of two groups that satisfy it satisfies it too; true of all models here).

- ``KAnonymity(k)``: |G| >= k (Samarati, Sweeney).
- ``LDiversity(l, form)``, with several SA columns each must hold:
  - ``frequency`` (Liang-Yuan §2, the papers' form): no SA value in more than |G|/l rows;
  - ``distinct``: at least l distinct SA values;
  - ``entropy``: exp(entropy of the group's SA distribution) >= l, real-valued;
  - ``recursive`` (c, l) (Machanavajjhala et al. 2007): with the group's SA counts
    sorted r_1 >= r_2 >= ... >= r_s, r_1 < c (r_l + r_{l+1} + ... + r_s).
- ``TCloseness(t, metric)``: EMD(P(G), P(T)) <= t (Liang-Yuan §2.1), see ``metrics``.

Decisions are exact: thresholds are kept as fractions (0.1 is 1/10, not the
nearest double) and compared in integers; entropy and EMD are computed in floats
and re-decided exactly for groups within 1e-9 of the threshold.
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral, Real

import numpy as np

from ..errors import InfeasibleError, ParameterError
from .groups import GroupStats, SACounts
from .metrics import CHUNK_CELLS, TOLERANCE, Metric, load_metric

L_FORMS = ("frequency", "distinct", "entropy", "recursive")


# The largest numerator and denominator of a model's parameter (l, c, t): int64's, so NumPy
# can take them, and the decisions below multiply them by counts exactly (``_times``: in int64
# while that cannot overflow, else in Python integers). Beyond them, -l 1e400 or
# -l 1.0000000000000000000000001 stopped in an OverflowError. Any 18 decimals fit, and a
# threshold just beside an exact boundary (the tests take 2/5 - 10^-15).
MAX_NUMERATOR = 2**63 - 1
MAX_DENOMINATOR = 2**63 - 1


def as_fraction(x, name: str) -> Fraction:
    """An exact fraction from an int, float (its shortest decimal text) or string; its numerator
    at most MAX_NUMERATOR in absolute value and its denominator at most MAX_DENOMINATOR (else
    ParameterError)."""
    if isinstance(x, bool) or not isinstance(x, (Real, str, Fraction)):
        raise ParameterError(f"{name} must be a number, got {x!r}")
    if isinstance(x, np.floating):  # NumPy's float32 0.3 reads '0.3' (its shortest text), as a float does
        x = float(str(x))
    elif isinstance(x, np.integer):
        x = int(x)
    if isinstance(x, float) and not math.isfinite(x):
        raise ParameterError(f"{name} must be finite, got {x!r}")
    try:
        f = Fraction(str(x)) if isinstance(x, float) else Fraction(x)
    except (ValueError, ZeroDivisionError, OverflowError):
        raise ParameterError(f"{name} must be a number, got {x!r}") from None
    if abs(f.numerator) > MAX_NUMERATOR or f.denominator > MAX_DENOMINATOR:
        shown = str(x) if len(str(x)) <= 40 else str(x)[:37] + "..."
        if name == "t" and abs(f) > 1:
            raise ParameterError(f"t must lie in [0, 1], got {shown}")
        if f.denominator > MAX_DENOMINATOR:
            raise ParameterError(f"{name} = {shown} is given too finely: at most 18 decimals "
                                 f"(as a fraction, a denominator below 2^63)")
        why = {"l": "; no table meets an l that large", "c": "; a c above the table's row count acts as that count does"}
        raise ParameterError(f"{name} = {shown} is too large: as a fraction its numerator must be below 2^63"
                             f"{why.get(name, '')}")
    return f


def _times(counts: np.ndarray, factor: int) -> np.ndarray:
    """counts x factor exactly: in int64 while no product can overflow, else in Python integers."""
    counts = np.asarray(counts)
    top = int(np.abs(counts).max()) if counts.size else 0
    if top * abs(int(factor)) < 2**62:
        return counts.astype(np.int64) * np.int64(factor)
    return counts.astype(object) * int(factor)


def fmt_fraction(x: Fraction) -> str:
    """Decimal text when exact (0.2, 1.5), else num/den."""
    x = Fraction(x)
    d = x.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return f"{x.numerator}/{x.denominator}"
    # a terminating decimal, every digit of it (float's 15 would show 2.0000000000000001 as 2)
    places = 0
    while (x * 10**places).denominator != 1:
        places += 1
    whole, frac = divmod(abs(x.numerator) * 10**places // x.denominator, 10**places)
    text = f"{'-' if x < 0 else ''}{whole}"
    return text + (f".{frac:0{places}d}".rstrip("0") if places else "")


# ---- measurements per group (the values `check` reports) -------------------------


def group_sizes(sa: SACounts) -> np.ndarray:
    return np.add.reduceat(sa.count, sa.starts[:-1])


def l_frequency(sa: SACounts) -> np.ndarray:
    """|G| / (count of G's most frequent SA value)."""
    return group_sizes(sa) / sa.max_count()


def l_distinct(sa: SACounts) -> np.ndarray:
    return sa.distinct()


def entropy(sa: SACounts) -> np.ndarray:
    """Natural-log entropy of each group's SA distribution."""
    c = sa.count.astype(np.float64)
    sizes = group_sizes(sa).astype(np.float64)
    clogc = np.add.reduceat(c * np.log(c), sa.starts[:-1])
    return np.maximum(np.log(sizes) - clogc / sizes, 0.0)


def l_entropy(sa: SACounts) -> np.ndarray:
    """exp(entropy): the real-valued entropy l of each group."""
    return np.exp(entropy(sa))


def l_recursive(sa: SACounts, c: Fraction) -> np.ndarray:
    """Largest integer l for which each group is recursive (c, l)-diverse (0 if none)."""
    group = sa.group_of_pair
    order = np.lexsort((-sa.count, group))
    cnt = sa.count[order]
    before = np.cumsum(cnt) - cnt  # rows of higher-ranked values, over all groups
    first = sa.starts[:-1]
    before_in_group = before - np.repeat(before[first], np.diff(sa.starts))
    size = np.repeat(group_sizes(sa), np.diff(sa.starts))
    r1 = np.repeat(cnt[first], np.diff(sa.starts))
    # rank j (0-based) satisfies l = j + 1 iff r1 < c * (size - rows ranked before j)
    ok = _times(r1, c.denominator) < _times(size - before_in_group, c.numerator)
    return np.add.reduceat(ok.astype(np.int64), first)


def t_emd(sa: SACounts, metric) -> np.ndarray:
    """EMD of each group's SA distribution to the table's, under a bound metric."""
    return _chunked(sa, lambda dense, sizes: metric.emd(dense, sizes, sa.table_counts), np.float64)


def _chunked(sa: SACounts, fn, dtype) -> np.ndarray:
    g = len(sa.starts) - 1
    sizes = group_sizes(sa)
    out = np.empty(g, dtype=dtype)
    step = max(1, CHUNK_CELLS // max(sa.r, 1))
    for g0 in range(0, g, step):
        g1 = min(g, g0 + step)
        out[g0:g1] = fn(sa.dense(g0, g1), sizes[g0:g1])
    return out


# ---- models ----------------------------------------------------------------------


def applies(model, column) -> bool:
    """Whether ``model`` holds on the sensitive column named ``column``: an l or t model restricted
    by ``columns`` on those alone, any other (k-anonymity, l and t unrestricted) on every column.
    The one such test: the models' own checks and every solver's bounds and rows ask it."""
    cols = getattr(model, "columns", None)
    return cols is None or column in cols


class PrivacyModel:
    """A predicate on groups. Subclasses set ``needs_sensitive`` and implement ``holds``."""

    needs_sensitive = False
    monotone = True

    def holds(self, table, stats: GroupStats) -> np.ndarray:
        raise NotImplementedError

    def _columns(self, stats: GroupStats):
        return [s for s in stats.sa if applies(self, s.column)]


class KAnonymity(PrivacyModel):
    """Every group has at least k rows."""

    def __init__(self, k):
        if isinstance(k, bool) or not isinstance(k, Integral):
            if isinstance(k, float) and k.is_integer():
                k = int(k)
            else:
                raise ParameterError(f"k must be a whole number >= 1, got {k!r}")
        if k < 1:
            raise ParameterError(f"k must be a whole number >= 1, got {k}")
        self.k = int(k)

    def holds(self, table, stats):
        return stats.sizes >= self.k

    def __repr__(self):
        return f"{self.k}-anonymity"


class LDiversity(PrivacyModel):
    """l-diversity in one of four forms, on every (or the named) SA column(s)."""

    needs_sensitive = True

    def __init__(self, l, form: str = "frequency", c=None, columns=None):
        if form not in L_FORMS:
            raise ParameterError(f"unknown l-diversity form '{form}'; choose one of {', '.join(L_FORMS)}")
        self.l = as_fraction(l, "l")
        if self.l < 1:
            raise ParameterError(f"l must be >= 1, got {l}")
        self.form = form
        self.c = None
        if form == "recursive":
            if c is None:
                raise ParameterError("recursive (c, l)-diversity needs c (-c C), a number > 0")
            if self.l.denominator != 1:
                raise ParameterError(f"recursive (c, l)-diversity needs a whole number l, got {l}")
            self.c = as_fraction(c, "c")
            if self.c <= 0:
                raise ParameterError(f"c must be > 0, got {c}")
        self.columns = None if columns is None else tuple(columns)

    def holds(self, table, stats):
        ok = np.ones(stats.g, dtype=bool)
        for sa in self._columns(stats):
            ok &= self._holds_one(sa)
        return ok

    def _holds_one(self, sa: SACounts) -> np.ndarray:
        num, den = self.l.numerator, self.l.denominator
        if self.form == "frequency":  # max count <= |G| / l
            return np.asarray(_times(sa.max_count(), num) <= _times(group_sizes(sa), den), dtype=bool)
        if self.form == "distinct":
            return np.asarray(_times(sa.distinct(), den) >= num, dtype=bool)
        if self.form == "recursive":
            return l_recursive(sa, self.c) >= num
        h = entropy(sa)
        target = math.log(num) - math.log(den)
        ok = h >= target
        for g in np.flatnonzero(np.abs(h - target) <= TOLERANCE):  # decide exactly
            ok[g] = _entropy_at_least_exactly(sa.count[sa.starts[g]:sa.starts[g + 1]], num, den)
        return ok

    def __repr__(self):
        l = fmt_fraction(self.l)
        form = f"recursive ({fmt_fraction(self.c)}, {l})" if self.form == "recursive" else f"{self.form} {l}"
        return f"{form}-diversity"


def _entropy_at_least_exactly(counts, num: int, den: int) -> bool:
    """exp(H) >= num/den for one group's value counts, in integers:
    size^size * den^size >= num^size * prod c^c."""
    cnt = [int(x) for x in counts if x > 0]
    size = sum(cnt)
    return size**size * den**size >= num**size * math.prod(x**x for x in cnt)


def entropic(counts, l: Fraction) -> bool:
    """exp(H) >= l for one group given its value counts, decided as ``LDiversity`` decides it (in
    floats, and in integers within TOLERANCE of the threshold)."""
    present = [int(c) for c in counts if c > 0]
    size = sum(present)
    h = math.log(size) - sum(c * math.log(c) for c in present) / size
    target = math.log(l.numerator) - math.log(l.denominator)
    if abs(h - target) > TOLERANCE:
        return h > target
    return _entropy_at_least_exactly(present, l.numerator, l.denominator)


class TCloseness(PrivacyModel):
    """EMD between each group's SA distribution and the table's is at most t."""

    needs_sensitive = True

    def __init__(self, t, metric="equal", columns=None):
        self.t = as_fraction(t, "t")
        if not 0 <= self.t <= 1:
            raise ParameterError(f"t must lie in [0, 1], got {float(self.t):g}")
        self.metric: Metric = load_metric(metric)
        self.columns = None if columns is None else tuple(columns)

    def bound_metrics(self, table) -> dict:
        """The metric bound to the values of each SA column of ``table``."""
        return {col: self.metric.bind(table.sa_values[j], col) for j, col in enumerate(table.sensitive)}

    def holds(self, table, stats):
        bound = self.bound_metrics(table)
        ok = np.ones(stats.g, dtype=bool)
        for sa in self._columns(stats):
            metric = bound[sa.column]
            ok &= _chunked(sa, lambda dense, sizes: metric.within(dense, sizes, sa.table_counts, self.t), bool)
        return ok

    def __repr__(self):
        return f"{fmt_fraction(self.t)}-closeness ({self.metric.name})"


def check_models(models, table) -> None:
    """Raise ParameterError if a model needs a sensitive column the table lacks."""
    for model in models:
        if model.needs_sensitive and not table.sensitive:
            raise ParameterError(f"{model!r} needs a sensitive column (--sensitive)")


def require_feasible(table, models) -> None:
    """Raise InfeasibleError, saying why, when no partition satisfies the models.

    Every model here is monotone, so a partition exists iff the whole table is one feasible group.
    """
    whole = np.zeros(table.n, dtype=np.int64)
    stats = GroupStats.of_table(table, whole, num_groups=1)
    for model in models:
        if not model.holds(table, stats)[0]:
            raise InfeasibleError(infeasible_reason(table, model, stats))


def infeasible_reason(table, model, stats) -> str:
    if isinstance(model, KAnonymity):
        return f"k = {model.k} is larger than the table ({table.n} row{'' if table.n == 1 else 's'}): no partition is {model.k}-anonymous"
    if isinstance(model, LDiversity):
        for sa in stats.sa:
            if applies(model, sa.column):
                top = int(sa.table_counts.max())
                share = top / table.n
                return (f"no partition satisfies {model!r} on '{sa.column}': its most frequent value covers {top} of "
                        f"{table.n} rows ({share:.0%}) and {len(sa.table_counts)} value(s) occur; merging groups never helps, "
                        f"so not even the whole table as one group qualifies")
    return f"no partition satisfies {model!r}: it fails even on the whole table as one group"
