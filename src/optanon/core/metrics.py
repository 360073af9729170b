"""Ground metrics on sensitive values and the Earth Mover's Distance (EMD).

Liang-Yuan §2.1: the SA space is a metric space normalised to maximum distance 1;
a group has t-closeness when EMD(P(G), P(T)) <= t, the EMD being the optimum of a
transportation LP. optanon offers:

- ``EqualMetric``: every two distinct values at distance 1; EMD = total variation
  = 1/2 sum |p_i - q_i| (Fact 1).
- ``OrderedMetric``: r values in order, d(i, j) = |i - j| / (r - 1) (Li et al. 2007);
  EMD = 1/(r-1) sum_i |sum_{j<=i} (p_j - q_j)|. r counts the distinct values of the
  column in the table.
- ``HierarchicalMetric``: a tree over the values (same file format as a
  generalization hierarchy); d(a, b) = height of their lowest common ancestor /
  H, H the largest such height. This is a tree metric (edge weight 1/(2H) on every
  edge), so EMD = 1/(2H) sum over tree nodes v of |sum of (p - q) over leaves below v|.
- ``MatrixMetric``: any distance matrix, validated (non-negative, symmetric, zero
  diagonal, triangle inequality, maximum 1), the EMD solved exactly as a
  transportation LP (HiGHS through scipy).

The three closed forms are linear "work" functions W of the integer matrix
D = counts * n - table_counts * |G| with EMD = W / (scale * |G| * n), so the test
EMD <= t is decided exactly in integers (a float pass first; only groups within
1e-9 of t are re-decided with Python integers). The LP metric compares with an
absolute tolerance of 1e-9, the LP solver's precision.
"""

from __future__ import annotations

import csv
import io
import math
import os
from fractions import Fraction
from pathlib import Path

import numpy as np

from ..errors import MetricError
from .hierarchy import Hierarchy, value_key

TOLERANCE = 1e-9
CHUNK_CELLS = 4_000_000  # dense (groups x values) block size


class Metric:
    """A ground metric, not yet tied to the values of a table's SA column."""

    name = "metric"

    def bind(self, values: np.ndarray, column: str) -> "BoundMetric":
        raise NotImplementedError


class BoundMetric:
    """A metric over the r values (codes 0..r-1) of one SA column."""

    name = "metric"

    def emd(self, counts: np.ndarray, sizes: np.ndarray, table_counts: np.ndarray) -> np.ndarray:
        """EMD of each group's SA distribution to the table's (float, per row of ``counts``)."""
        raise NotImplementedError

    def within(self, counts: np.ndarray, sizes: np.ndarray, table_counts: np.ndarray, t: Fraction) -> np.ndarray:
        """Exact test EMD <= t for each group."""
        raise NotImplementedError

    def distance_matrix(self) -> np.ndarray:
        """The (r x r) ground distances, for the LP and for tests."""
        raise NotImplementedError


class LinearWorkMetric(BoundMetric):
    """A metric whose EMD is W(D) / (scale |G| n) for a positively homogeneous W."""

    scale: int = 1

    def work(self, d: np.ndarray) -> np.ndarray:
        raise NotImplementedError

    def emd(self, counts, sizes, table_counts):
        n = table_counts.sum()
        d = counts / sizes[:, None] - table_counts[None, :] / n
        return self.work(d) / self.scale

    def within(self, counts, sizes, table_counts, t):
        emd = self.emd(counts, sizes, table_counts)
        tf = float(t)
        ok = emd <= tf
        close = np.flatnonzero(np.abs(emd - tf) <= TOLERANCE)
        if close.size:
            n = int(table_counts.sum())
            d = counts[close].astype(object) * n - table_counts.astype(object)[None, :] * sizes[close].astype(object)[:, None]
            w = self.work(d)
            for idx, wi in zip(close, w):
                ok[idx] = wi * t.denominator <= t.numerator * self.scale * int(sizes[idx]) * n
        return ok


class _BoundEqual(LinearWorkMetric):
    name = "equal"
    scale = 2

    def __init__(self, r: int):
        self.r = r

    def work(self, d):
        return np.abs(d).sum(axis=1)

    def distance_matrix(self):
        return 1.0 - np.eye(self.r)


class _BoundOrdered(LinearWorkMetric):
    name = "ordered"

    def __init__(self, rank: np.ndarray):
        self.rank = rank  # rank[code] = position of the value in the order
        self.order = np.argsort(rank)
        self.scale = max(len(rank) - 1, 1)

    def work(self, d):
        return np.abs(np.cumsum(d[:, self.order], axis=1)).sum(axis=1)

    def distance_matrix(self):
        return np.abs(self.rank[:, None] - self.rank[None, :]) / self.scale


class _BoundTree(LinearWorkMetric):
    name = "hierarchical"

    def __init__(self, below: np.ndarray, lca_height: np.ndarray, height: int):
        self.below = below  # (r, nodes) 0/1: value i lies under node v
        self.lca_height = lca_height
        self.scale = 2 * height
        self.height = height

    def work(self, d):
        sums = d @ self.below if d.dtype != object else np.dot(d, self.below.astype(object))
        return np.abs(sums).sum(axis=1)

    def distance_matrix(self):
        return self.lca_height / self.height


class _BoundMatrix(BoundMetric):
    name = "matrix"

    def __init__(self, dist: np.ndarray):
        self.dist = dist

    def distance_matrix(self):
        return self.dist

    def emd(self, counts, sizes, table_counts):
        from scipy.optimize import linprog  # lazy: importing scipy costs start-up time

        q = table_counts / table_counts.sum()
        out = np.empty(counts.shape[0])
        # a group holding one value moves all its mass from that value: closed form
        single = (counts > 0).sum(axis=1) == 1
        if single.any():
            out[single] = self.dist[np.argmax(counts[single], axis=1)] @ q
        rest = np.flatnonzero(~single)
        if rest.size:
            # groups with the same counts share one LP
            uniq, inv = np.unique(counts[rest], axis=0, return_inverse=True)
            support_q = np.flatnonzero(q > 0)
            values = np.empty(len(uniq))
            for u, row in enumerate(uniq):
                p = row / row.sum()
                sp = np.flatnonzero(p > 0)
                cost = self.dist[np.ix_(sp, support_q)].ravel()
                a, b = len(sp), len(support_q)
                a_eq = np.zeros((a + b, a * b))
                for i in range(a):
                    a_eq[i, i * b:(i + 1) * b] = 1
                for j in range(b):
                    a_eq[a + j, j::b] = 1
                res = linprog(cost, A_eq=a_eq, b_eq=np.concatenate([p[sp], q[support_q]]), bounds=(0, None), method="highs")
                if res.status != 0:  # pragma: no cover - a feasible bounded LP
                    raise RuntimeError(f"EMD transportation LP failed: {res.message}")
                values[u] = res.fun
            out[rest] = values[inv.ravel()]
        return out

    def within(self, counts, sizes, table_counts, t):
        return self.emd(counts, sizes, table_counts) <= float(t) + TOLERANCE


class EqualMetric(Metric):
    """Every two distinct SA values at distance 1 (EMD = total variation)."""

    name = "equal"

    def bind(self, values, column):
        return _BoundEqual(len(values))


class OrderedMetric(Metric):
    """Values in order at distance |i - j| / (r - 1).

    ``order`` lists the values from lowest to highest; without it, numbers sort
    numerically when every value of the column parses as a number (equal numbers,
    such as 1 and 1.0, by their text), otherwise the text sorts lexicographically.
    """

    name = "ordered"

    def __init__(self, order=None):
        self.order = None if order is None else [value_key(v) for v in order]

    def bind(self, values, column):
        keys = [value_key(v) for v in values]
        if any(v is None or (isinstance(v, float) and v != v) for v in values):
            raise MetricError(f"the ordered metric cannot place missing values of sensitive column '{column}' in an order; fill them or use --metric equal")
        if self.order is not None:
            pos = {k: i for i, k in enumerate(self.order)}
            if any(k not in pos for k in keys):
                raise MetricError(f"the order given for '{column}' lacks some of its values")
            sort_key = [pos[k] for k in keys]
        else:
            try:  # equal numbers (1 and 1.0) in the order of their text
                sort_key = [(float(k), k) for k in keys]
                if not all(math.isfinite(x) for x, _ in sort_key):  # 'nan', 'inf' are text here
                    sort_key = keys
            except ValueError:
                sort_key = keys
        order = sorted(range(len(keys)), key=sort_key.__getitem__)
        rank = np.empty(len(keys), dtype=np.int64)
        rank[order] = np.arange(len(keys))
        return _BoundOrdered(rank)


def _label_index(labels, values, column, what) -> np.ndarray:
    index = {lab: i for i, lab in enumerate(labels)}
    idx = np.array([index.get(value_key(v), -1) for v in values], dtype=np.int64)
    if (idx < 0).any():
        raise MetricError(f"the {what} lacks {int((idx < 0).sum())} value(s) of sensitive column '{column}' (values are not shown here, to keep them out of logs)")
    return idx


class HierarchicalMetric(Metric):
    """Tree distance: height of the lowest common ancestor / tree height."""

    name = "hierarchical"

    def __init__(self, hierarchy: Hierarchy):
        self.hierarchy = hierarchy

    def bind(self, values, column):
        h = self.hierarchy
        leaf = _label_index(h.leaves, values, column, "metric hierarchy")
        r = len(values)
        # lowest level at which two leaves share an ancestor
        lca = np.full((r, r), h.height, dtype=np.int64)
        for level in range(h.height, -1, -1):
            a = h.ancestors[level][leaf]
            lca[a[:, None] == a[None, :]] = level
        # normalise by the largest lca height over all leaves of the hierarchy:
        # the lowest level with a single node
        height = min(level for level in range(h.height + 1) if len(h.labels[level]) == 1)
        if height == 0:  # a one-value hierarchy: every EMD is 0
            return _BoundEqual(r)
        # nodes below that level, as columns of a 0/1 matrix (value i lies under node v)
        below = np.concatenate([(h.ancestors[level][leaf][:, None] == np.unique(h.ancestors[level][leaf])[None, :]) for level in range(height)], axis=1)
        return _BoundTree(below.astype(np.int64), lca, height)


class MatrixMetric(Metric):
    """A user-given distance matrix over labelled values, validated as a metric."""

    name = "matrix"

    def __init__(self, labels, dist, source: str = "metric"):
        self.labels = [str(x) for x in labels]
        self.dist = np.asarray(dist, dtype=np.float64)
        validate_metric(self.labels, self.dist, source)

    @classmethod
    def from_csv(cls, path) -> "MatrixMetric":
        path = Path(path)
        text = path.read_text(encoding="utf-8")
        first = text.splitlines()[0]
        delimiter = max(";,\t", key=first.count)
        rows = [r for r in csv.reader(io.StringIO(text), delimiter=delimiter) if r]
        labels = [c.strip() for c in rows[0][1:]]
        if len(rows) - 1 != len(labels):
            raise MetricError(f"{path}: a distance matrix needs one row per column label ({len(labels)}), found {len(rows) - 1}")
        dist = np.zeros((len(labels), len(labels)))
        for i, row in enumerate(rows[1:]):
            if row[0].strip() != labels[i] or len(row) != len(labels) + 1:
                raise MetricError(f"{path}: row {i + 2} must start with label '{labels[i]}' and hold {len(labels)} distances")
            try:
                dist[i] = [float(x) for x in row[1:]]
            except ValueError:
                raise MetricError(f"{path}: row {i + 2} holds a distance that is not a number") from None
        return cls(labels, dist, source=str(path))

    def bind(self, values, column):
        idx = _label_index(self.labels, values, column, "distance matrix")
        return _BoundMatrix(self.dist[np.ix_(idx, idx)])


def validate_metric(labels, dist: np.ndarray, source: str = "metric") -> None:
    """Raise MetricError naming the first pair or triple that breaks the metric axioms."""
    r = len(labels)
    if dist.shape != (r, r):
        raise MetricError(f"{source}: the distance matrix must be {r} x {r}, got {dist.shape}")
    if len(set(labels)) != r:
        raise MetricError(f"{source}: a value is labelled twice")
    if not np.all(np.isfinite(dist)):
        raise MetricError(f"{source}: distances must be finite numbers")
    eps = 1e-12
    neg = np.argwhere(dist < 0)
    if neg.size:
        i, j = neg[0]
        raise MetricError(f"{source}: distance between '{labels[i]}' and '{labels[j]}' is negative ({dist[i, j]})")
    diag = np.flatnonzero(np.abs(np.diag(dist)) > eps)
    if diag.size:
        i = diag[0]
        raise MetricError(f"{source}: distance from '{labels[i]}' to itself must be 0, got {dist[i, i]}")
    asym = np.argwhere(np.abs(dist - dist.T) > eps)
    if asym.size:
        i, j = asym[0]
        raise MetricError(f"{source}: not symmetric: d('{labels[i]}', '{labels[j]}') = {dist[i, j]} but d('{labels[j]}', '{labels[i]}') = {dist[j, i]}")
    for k in range(r):  # d(i, j) <= d(i, k) + d(k, j), one intermediate k at a time
        bad = np.argwhere(dist > dist[:, k][:, None] + dist[k, :][None, :] + eps)
        if bad.size:
            i, j = bad[0]
            raise MetricError(
                f"{source}: triangle inequality fails: d('{labels[i]}', '{labels[j]}') = {dist[i, j]} > "
                f"d('{labels[i]}', '{labels[k]}') + d('{labels[k]}', '{labels[j]}') = {dist[i, k] + dist[k, j]}"
            )
    if r > 1 and abs(dist.max() - 1.0) > eps:
        raise MetricError(f"{source}: the largest distance must be 1 (normalised metric), got {dist.max()}")


def load_metric(spec) -> Metric:
    """``equal``, ``ordered``, a Metric, or the path of a matrix or hierarchy CSV.

    A file whose first cell is empty (a header row with a blank corner) is a
    distance matrix; any other file is a hierarchy over the values.
    """
    if isinstance(spec, Metric):
        return spec
    if spec in (None, "equal"):
        return EqualMetric()
    if spec == "ordered":
        return OrderedMetric()
    if not isinstance(spec, (str, os.PathLike)):
        raise MetricError(f"the metric must be 'equal', 'ordered', an optanon Metric or the path of a distance matrix or "
                          f"hierarchy CSV, got {type(spec).__name__}")
    path = Path(spec)
    if not path.is_file():
        raise MetricError(f"--metric must be 'equal', 'ordered' or the path of a distance matrix or hierarchy CSV; no file '{spec}'")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise MetricError(f"{path}: not valid UTF-8") from None
    if not text.strip():
        raise MetricError(f"{path}: the metric file is empty")
    first = text.lstrip("\ufeff").splitlines()[0]
    if first[:1] in ";,\t" or first.strip().startswith('""'):
        return MatrixMetric.from_csv(path)
    try:
        return HierarchicalMetric(Hierarchy.from_csv(path))
    except Exception as exc:  # HierarchyError: reword for the metric
        raise MetricError(str(exc)) from None

