"""Quasi-identifier discovery: identifying column sets and k-violating column sets.

Paper: C.-c. Yuan, "Finding quasi-identifiers against k-anonymity"
(``papers/yuan-quasi-identifiers.md``). Two notions, kept apart by name:

- An **identifying set** (§4-5) is a set Q of columns whose projection tells apart as
  many rows as all columns do: |Π_Q D| = |Π_C D| (a key of the table, duplicates
  aside). *Minimal*: no proper subset is identifying; found by the greedy descent of
  §5.1 (Prop. 3), polynomial. *Minimum*: fewest columns; NP-hard (Prop. 2, set-cover
  reduction of §4.1, see ``reductions.setcover_qid``).
- A **k-violating set** (Def. 3, "QID") is a set Q under which some row shares its
  values with fewer than k rows (itself included). By Sweeney's lemma (Lemma 1) the
  family is closed under supersets, so the table is k-anonymous under every subset of
  columns iff it is under all of them (Prop. 1): one group-by decides it.

Both families are closed under supersets, which every search here relies on.

Algorithms and guarantees
- ``minimal`` (both kinds): greedy descent from all columns, dropping columns from the
  last to the first whenever the rest still qualifies. This is §5.1's loop (its
  ``combinations(fields, |fields|-1)`` tries the last column first and restarts after
  each drop; a column once found necessary stays necessary for every subset, so the
  restarts re-test nothing new): one pass, m tests. Exact minimality.
  Time O(m^2) refinements of O(d) each, d the distinct vectors (prefix labels cached).
- ``all`` (both kinds): every minimal set of at most ``max_size`` columns, level by
  level (Apriori): a candidate of size s is tested only if all its (s-1)-subsets fail
  the predicate (monotone pruning), so a set that passes is minimal. Exact and
  complete, status ``complete``; at the time limit the minimal sets found so far (each
  truly minimal) with status ``timeout``.
- ``minimum`` identifying: implicit hitting set. Q is identifying iff it contains a
  column where each pair of distinct vectors differs; the pairs' difference sets are
  generated lazily (consecutive vectors in lexicographic orders, then the pairs that
  still collide under the current answer) and the minimum hitting set of those found
  so far is solved exactly as a 0/1 ILP (HiGHS through scipy, presolve off). That
  optimum is a lower bound; the search stops when its hitting set is identifying
  (status ``optimal``) or at the time limit (status ``timeout``: the best identifying
  set known, from the greedy descent, and the proven lower bound on its size).
- ``minimum`` violating: level-wise search by size, stopping at the first violating
  set; status ``optimal``, or ``timeout`` with the greedy minimal set and the lower
  bound "no set smaller than the level reached".

Departures from the paper: the paper states §5.1's running time as O(|D|^2); counted
in group-bys it is O(m^2), each O(d) expected (hash grouping). The §5.2 walk-through
says the greedy finds (a, b, c); (b, c) already tells every row apart, so the greedy
goes on to (b, c) (the tests check this by brute force).

Everything works on the distinct vectors of the chosen columns with their
multiplicities (``Table.vectors``, ``Table.counts``); a column set's classes are
computed by refining class labels one column at a time with hash grouping.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from .core.models import KAnonymity
from .core.table import Table
from .errors import ColumnError, ParameterError
from .io import read_table, resolve_columns

KINDS = ("identifying", "violating")
SEARCHES = ("minimal", "minimum", "all")
STATUSES = ("minimal", "optimal", "complete", "timeout", "none")
LABEL_BUDGET = 50_000_000  # class labels (int32) kept between levels of the all-minimal search: 200 MB


@dataclass(frozen=True)
class QidSet:
    """One column set and what it singles out."""

    columns: tuple[str, ...]
    classes: int  # distinct projected vectors
    unique_rows: int  # rows alone under these columns
    violating_rows: int  # rows whose class under these columns has fewer than k rows

    def to_dict(self) -> dict:
        return {"columns": list(self.columns), "size": len(self.columns), "classes": self.classes,
                "unique_rows": self.unique_rows, "violating_rows": self.violating_rows}


@dataclass(frozen=True)
class QidResult:
    """What ``find_qids`` returns."""

    kind: str  # identifying | violating
    search: str  # minimal | minimum | all
    k: int
    columns: tuple[str, ...]  # the columns searched
    rows: int
    classes: int  # distinct vectors under all searched columns
    k_anonymous: bool  # every row shares its values (all columns) with >= k rows (Prop. 1)
    sets: tuple[QidSet, ...]
    status: str  # minimal | optimal | complete | timeout | none
    lower_bound: int | None  # proven lower bound on a minimum set's size (search = minimum)
    max_size: int | None
    seconds: float
    stats: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {
            "kind": self.kind, "search": self.search, "k": self.k, "columns": list(self.columns),
            "rows": self.rows, "classes": self.classes, "k_anonymous": self.k_anonymous,
            "status": self.status, "lower_bound": self.lower_bound, "max_size": self.max_size,
            "sets": [s.to_dict() for s in self.sets], "seconds": round(self.seconds, 4), "stats": self.stats,
        }


# ---- the lattice of column subsets over the distinct vectors ----------------------------


class _Timeout(Exception):
    pass


class Lattice:
    """Class labels of column subsets over the distinct vectors of a table.

    ``vectors`` (d, m) int codes, all rows distinct; ``counts`` (d,) multiplicities;
    ``cards`` the number of codes per column. Labels are int64 arrays over the d
    vectors, numbered in order of first appearance.
    """

    def __init__(self, vectors: np.ndarray, counts: np.ndarray, cards, k: int, deadline: float | None = None):
        self.V = np.ascontiguousarray(vectors, dtype=np.int64)
        self.counts = np.asarray(counts, dtype=np.int64)
        self.cards = [max(int(c), 1) for c in cards]
        self.d, self.m = self.V.shape
        self.k = int(k)
        self.deadline = deadline
        self.groupbys = 0
        self.all_cols = tuple(range(self.m))

    def tick(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _Timeout

    def refine(self, labels: np.ndarray, nclasses: int, j: int) -> tuple[np.ndarray, int]:
        """Labels of Q + {j} from the labels of Q."""
        self.groupbys += 1
        key = labels * self.cards[j] + self.V[:, j] if nclasses > 1 else self.V[:, j]
        codes, uniques = pd.factorize(key, sort=False)
        return codes.astype(np.int64, copy=False), len(uniques)

    def empty(self) -> tuple[np.ndarray, int]:
        return np.zeros(self.d, dtype=np.int64), min(self.d, 1)

    def labels(self, cols) -> tuple[np.ndarray, int]:
        lab, nc = self.empty()
        for j in cols:
            if nc == self.d:
                break  # already every vector apart
            lab, nc = self.refine(lab, nc, j)
        return lab, nc

    def class_counts(self, labels: np.ndarray, nclasses: int) -> np.ndarray:
        return np.bincount(labels, weights=self.counts, minlength=nclasses).astype(np.int64)

    # predicates (both closed under supersets)
    def identifying(self, labels, nclasses) -> bool:
        return nclasses == self.d

    def violating(self, labels, nclasses) -> bool:
        if self.k <= 1:
            return False
        if nclasses == self.d:
            return bool((self.counts < self.k).any())
        return bool((self.class_counts(labels, nclasses) < self.k).any())

    def predicate(self, kind: str):
        return self.identifying if kind == "identifying" else self.violating

    def describe(self, cols) -> tuple[int, int, int]:
        """(classes, unique rows, violating rows) under the columns ``cols``."""
        lab, nc = self.labels(cols)
        cc = self.class_counts(lab, nc)
        return nc, int((cc == 1).sum()), int(cc[cc < self.k].sum())


def greedy_minimal(lat: Lattice, kind: str) -> tuple[int, ...] | None:
    """§5.1 greedy descent: a minimal set of the kind, or None when all columns fail."""
    pred = lat.predicate(kind)
    full = lat.labels(lat.all_cols)
    if not pred(*full):
        return None
    # prefix[j] = labels of columns 0..j-1 (never dropped before column j is tested)
    prefix = [lat.empty()]
    for j in range(lat.m - 1):
        prefix.append(lat.refine(*prefix[-1], j) if prefix[-1][1] < lat.d else prefix[-1])
    kept = list(lat.all_cols)
    for j in reversed(range(lat.m)):
        after = [c for c in kept if c > j]
        lab, nc = prefix[j]
        for c in after:
            if nc == lat.d:
                break
            lab, nc = lat.refine(lab, nc, c)
        if pred(lab, nc):
            kept.remove(j)
    return tuple(kept)


def all_minimal(lat: Lattice, kind: str, max_size: int, *, stop_at_first: bool = False):
    """Minimal sets of the kind with at most ``max_size`` columns, level by level.

    Returns (sets, levels_done, timed_out): ``levels_done`` is the largest s such that
    every set of size <= s was decided; at the deadline the search stops with
    ``timed_out`` True and the sets found so far (each minimal). With
    ``stop_at_first``, returns at the first set found (a minimum one).
    """
    pred = lat.predicate(kind)
    found: list[tuple[int, ...]] = []
    lab0, nc0 = lat.empty()
    if pred(lab0, nc0):
        return [()], max_size, False
    # sets that failed at the last level, with their labels while they fit in LABEL_BUDGET
    frontier: dict[tuple[int, ...], np.ndarray | None] = {(): lab0.astype(np.int32)}
    done = 0
    try:
        for s in range(1, max_size + 1):
            nxt: dict[tuple[int, ...], np.ndarray | None] = {}
            stored = 0
            for a, lab_a in frontier.items():
                lat.tick()
                if lab_a is None:
                    lab_a, nc_a = lat.labels(a)
                else:
                    lab_a = lab_a.astype(np.int64)
                    nc_a = int(lab_a.max()) + 1 if lab_a.size else 0
                for j in range(a[-1] + 1 if a else 0, lat.m):
                    cand = a + (j,)
                    # monotone pruning: every (s-1)-subset must have failed (cand minus j is a itself)
                    if s > 1 and any(cand[:i] + cand[i + 1:] not in frontier for i in range(s - 1)):
                        continue
                    lab, nc = lat.refine(lab_a, nc_a, j)
                    if pred(lab, nc):
                        found.append(cand)
                        if stop_at_first:
                            return found, s, False
                    elif stored + lat.d <= LABEL_BUDGET:
                        nxt[cand] = lab.astype(np.int32)
                        stored += lat.d
                    else:  # over the memory budget: recomputed from scratch when extended
                        nxt[cand] = None
            frontier = nxt
            done = s
            if not frontier:
                return found, max_size, False
    except _Timeout:
        return found, done, True
    return found, done, False


def minimum_identifying(lat: Lattice, *, time_left=None) -> tuple[tuple[int, ...], int, str, dict]:
    """A minimum identifying set by implicit hitting set; returns (set, lower bound, status, stats)."""
    d, m = lat.d, lat.m
    best = greedy_minimal(lat, "identifying")
    if best is None or len(best) == 0 or d <= 1:
        return tuple(best or ()), len(best or ()), "optimal", {"rounds": 0, "constraints": 0}
    # seed: consecutive distinct vectors in m lexicographic orders (one per leading column)
    masks = []
    for r in range(m):
        order = np.lexsort(np.roll(lat.V, -r, axis=1).T[::-1])
        sv = lat.V[order]
        masks.append(sv[1:] != sv[:-1])
    cons = _unique_masks(np.concatenate(masks))
    lower, rounds, ilps, status = 1, 0, 0, "timeout"
    exact = False  # False: a greedy hitting set (cheap, gathers constraints); True: the exact ILP
    try:
        while True:
            lat.tick()
            rounds += 1
            if len(best) <= lower:
                status = "optimal"
                break
            if exact:
                q, lower = _exact_hitting_set(cons, lower, time_left)
                ilps += 1
            else:
                q = _greedy_hitting_set(cons)
            lab, nc = lat.labels(q)
            if nc == d:
                if len(q) < len(best):
                    best = q
                if exact:  # the ILP optimum identifies: it is a minimum
                    lower = len(q)
                    status = "optimal"
                    break
                exact = True
                continue
            exact = False
            # pairs of distinct vectors that collide under q: their difference sets join the constraints
            order = np.lexsort(lat.V.T[::-1])
            order = order[np.argsort(lab[order], kind="stable")]
            same = lab[order][1:] == lab[order][:-1]
            a, b = order[:-1][same], order[1:][same]
            cons = _unique_masks(np.concatenate([cons, lat.V[a] != lat.V[b]]))
            # extend q to an identifying set and descend: a better upper bound for a timeout
            cand = _complete_and_descend(lat, q)
            if len(cand) < len(best):
                best = cand
    except _Timeout as exc:
        if exc.args:
            lower = max(lower, exc.args[0])
        status = "optimal" if len(best) <= lower else "timeout"
    return best, min(lower, len(best)), status, {"rounds": rounds, "ilp_solves": ilps, "constraints": len(cons)}


def _greedy_hitting_set(cons: np.ndarray) -> tuple[int, ...]:
    """Pick the column that hits the most constraints not yet hit, until all are."""
    left = np.ones(cons.shape[0], dtype=bool)
    chosen = []
    while left.any():
        j = int(np.argmax(cons[left].sum(axis=0)))
        chosen.append(j)
        left &= ~cons[:, j]
    return tuple(sorted(chosen))


def _exact_hitting_set(cons: np.ndarray, lower: int, time_left) -> tuple[tuple[int, ...], int]:
    """Minimum hitting set of the constraint rows by 0/1 ILP (HiGHS through highspy, presolve off, as
    in solvers/exact.py; not SciPy's ``milp``, whose bundled HiGHS 1.12 was measured calling a
    non-optimal solution optimal with presolve off: README, "HiGHS versions").

    Returns (set, proven lower bound); raises _Timeout(bound) when HiGHS stops before
    optimality, with its proven dual bound rounded up.
    """
    from .solvers.highs_runner import Builder, run_here

    m = cons.shape[1]
    limit = time_left() if time_left else None
    if limit is not None and limit <= 0:
        raise _Timeout
    b = Builder()
    cols = b.cols(1.0, 0.0, 1.0, True, count=m)
    rows = b.rows(1.0, np.inf, count=cons.shape[0])
    r, c = np.nonzero(cons)
    b.entries(rows[r], cols[c], 1.0)
    out = run_here(b, cols, time_limit=None if limit is None else max(limit, 1e-3),
                   options={"presolve": "off", "mip_rel_gap": 0.0, "mip_abs_gap": 0.999})  # sizes are whole numbers
    if not out.proved or out.x is None:
        bound = out.dual_bound
        raise _Timeout(int(np.ceil(bound - 1e-6)) if bound is not None and np.isfinite(bound) else lower)
    chosen = tuple(int(j) for j in np.flatnonzero(out.x > 0.5))
    return chosen, max(lower, len(chosen))


def _unique_masks(masks: np.ndarray) -> np.ndarray:
    """The distinct non-empty rows of a boolean matrix (rows packed into 64-bit words, then sorted)."""
    masks = masks[masks.any(axis=1)]
    if masks.shape[0] <= 1:
        return masks
    packed = np.packbits(masks, axis=1)
    width = -(-packed.shape[1] // 8) * 8
    words = np.zeros((packed.shape[0], width), dtype=np.uint8)
    words[:, :packed.shape[1]] = packed
    words = words.view(np.uint64)
    order = np.lexsort(words.T[::-1])
    sw = words[order]
    first = np.ones(len(order), dtype=bool)
    first[1:] = (sw[1:] != sw[:-1]).any(axis=1)
    return masks[order[first]]


def _complete_and_descend(lat: Lattice, q) -> tuple[int, ...]:
    """Add columns to q (in order) until identifying, then drop every column not needed."""
    cols = list(q)
    lab, nc = lat.labels(cols)
    for j in range(lat.m):
        if nc == lat.d:
            break
        if j not in cols:
            lab2, nc2 = lat.refine(lab, nc, j)
            if nc2 > nc:
                cols.append(j)
                lab, nc = lab2, nc2
    for j in sorted(cols, reverse=True):
        rest = [c for c in cols if c != j]
        if lat.labels(rest)[1] == lat.d:
            cols = rest
    return tuple(sorted(cols))


# ---- the user-facing call --------------------------------------------------------------


def find_qids(data, columns=None, *, k=2, kind="identifying", search="minimal", max_size=None, time_limit=None,
              encoding=None, delimiter=None) -> QidResult:
    """Identifying or k-violating column sets of a table (Yuan, §3-5).

    ``data``: a path (CSV or Parquet), a pandas or polars DataFrame or a pyarrow
    Table. ``columns``: the columns to search (default: all). ``kind``:
    'identifying' or 'violating'. ``search``: 'minimal' (greedy descent, one set),
    'minimum' (one set of fewest columns, exact, time-limited) or 'all' (every
    minimal set of at most ``max_size`` columns). ``k`` (default 2) decides
    violating sets and the ``violating_rows`` reported for every set.
    """
    started = time.perf_counter()
    if kind not in KINDS:
        raise ParameterError(f"unknown kind '{kind}'; choose identifying or violating")
    if search not in SEARCHES:
        raise ParameterError(f"unknown search '{search}'; choose minimal, minimum or all")
    k = KAnonymity(k).k  # validates: a whole number >= 1
    if max_size is not None:
        if search != "all":
            raise ParameterError("--max-size applies to --all (every minimal set up to that size)")
        if isinstance(max_size, bool) or not isinstance(max_size, (int, np.integer)) or max_size < 1:
            raise ParameterError(f"the maximum size must be a whole number >= 1, got {max_size!r}")
    from .api import positive_seconds

    if time_limit is not None and not positive_seconds(time_limit):
        raise ParameterError(f"the time limit must be a positive number of seconds, got {time_limit!r}")
    frame = read_table(data, encoding=encoding, delimiter=delimiter)
    if columns is None:
        columns = list(frame.columns)
    elif isinstance(columns, str):
        columns = [c.strip() for c in columns.split(",")] if columns.strip() else []
    try:
        columns = list(columns)
    except TypeError:
        raise ColumnError(f"the columns to search must be a list of names or one text 'A,B', got "
                          f"{type(columns).__name__}") from None
    if not columns:
        raise ColumnError("name at least one column to search (--columns A,B,C), or leave --columns out to search all")
    columns, _ = resolve_columns(frame, columns)
    if k > len(frame) and kind == "violating":  # (identifying sets do not depend on k)
        raise ParameterError(f"k = {k} is larger than the table ({len(frame)} rows): every row is in a class of fewer "
                             f"than k rows under any columns, even none")
    table = Table.encode(frame, columns)
    deadline = None if time_limit is None else started + float(time_limit)
    lat = Lattice(table.vectors, table.counts, table.cards, k, deadline)
    names = tuple(str(c) for c in columns)
    m = lat.m
    full_counts = lat.counts  # under all columns, each distinct vector is a class
    k_anon = bool((full_counts >= k).all())
    lower = None
    stats: dict = {}
    if kind == "violating" and k_anon:
        found, status = [], "none"  # Prop. 1: no subset of columns violates
    elif search == "minimal":
        found, status = [greedy_minimal(lat, kind)], "minimal"
    elif search == "all":
        limit = m if max_size is None else min(int(max_size), m)
        found, levels, timed_out = all_minimal(lat, kind, limit)
        status = "timeout" if timed_out else "complete"
        stats["sizes_complete"] = levels
    elif kind == "identifying":
        best, lower, status, stats = minimum_identifying(
            lat, time_left=None if deadline is None else (lambda: deadline - time.perf_counter()))
        found = [best]
    else:
        lat_first = all_minimal(lat, kind, m, stop_at_first=True)
        found, levels, timed_out = lat_first
        if found and not timed_out:
            found, status, lower = found[:1], "optimal", len(found[0])
        else:
            lat.deadline = None  # the greedy descent is polynomial: always give a set
            found, status, lower = [greedy_minimal(lat, kind)], "timeout", levels + 1
            lower = min(lower, len(found[0]))
    lat.deadline = None
    sets = []
    for cols in found:
        nc, uniq, viol = lat.describe(cols)
        sets.append(QidSet(tuple(names[j] for j in cols), nc, uniq, viol))
    stats["group_bys"] = lat.groupbys
    return QidResult(kind, search, k, names, table.n, lat.d, k_anon, tuple(sets), status, lower,
                     None if max_size is None else int(max_size), time.perf_counter() - started, stats)

