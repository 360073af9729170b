"""Slow, obviously-correct reference implementations for the property tests.

Nothing here imports optanon: every quantity is recomputed from the definitions
with plain Python loops over rows and dicts, exact ``Fraction`` arithmetic where
the quantity is rational, and ``scipy.optimize.linprog`` for the EMD
transportation LP of Liang-Yuan §2.1 (over all r*r flow variables).

Conventions
-----------
- A table is a list of rows, each a dict column -> value. A missing value is
  ``None`` (a float NaN is treated the same); it is a value of its own, equal to
  other missing values and to nothing else.
- A hierarchy is given as ARX rows ``[leaf, level1, ..., top]`` of texts. The
  ancestor of a leaf at level L is the text in position L of its row. If no level
  of the rows has a single node shared by every leaf, an implicit root ``*`` sits
  one level above the last column. Data values are matched to leaves by their
  text: ``""`` for a missing value, ``str(int(x))`` for an integral float, else
  ``str(x)``.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

# ---------------------------------------------------------------------------
# values and groups
# ---------------------------------------------------------------------------


def is_missing(v) -> bool:
    return v is None or (isinstance(v, float) and v != v)


def norm(v):
    """The value as a dict key: every kind of missing becomes None."""
    return None if is_missing(v) else v


def text_of(v) -> str:
    """The text a value is matched by against hierarchy leaves and matrix labels."""
    if is_missing(v):
        return ""
    if isinstance(v, float) and v == int(v):
        return str(int(v))
    return str(v)


def groups(rows, qi) -> dict:
    """QI tuple -> list of row indices, for the table as it stands."""
    out: dict = {}
    for i, row in enumerate(rows):
        key = tuple(norm(row[c]) for c in qi)
        if key not in out:
            out[key] = []
        out[key].append(i)
    return out


def groups_of_labels(labels) -> list[list[int]]:
    """Row indices of each group of a partition given as one label per row (first-row order)."""
    out: dict = {}
    for i, lab in enumerate(labels):
        if lab not in out:
            out[lab] = []
        out[lab].append(i)
    return list(out.values())


def counts(rows, idx, col) -> dict:
    """SA value -> number of rows among ``idx`` with that value."""
    out: dict = {}
    for i in idx:
        v = norm(rows[i][col])
        out[v] = out.get(v, 0) + 1
    return out


def distinct_values(rows, col) -> list:
    """The distinct values of a column, in first-occurrence order."""
    seen = []
    for row in rows:
        v = norm(row[col])
        if v not in seen:
            seen.append(v)
    return seen


# ---------------------------------------------------------------------------
# l-diversity (per group, from its SA counts)
# ---------------------------------------------------------------------------


def size_of(cnt: dict) -> int:
    total = 0
    for c in cnt.values():
        total += c
    return total


def l_frequency(cnt: dict) -> Fraction:
    """|G| / (count of the most frequent SA value)."""
    return Fraction(size_of(cnt), max(cnt.values()))


def l_distinct(cnt: dict) -> int:
    return sum(1 for c in cnt.values() if c > 0)


def entropy(cnt: dict) -> float:
    """Natural-log entropy of the group's SA distribution."""
    size = size_of(cnt)
    h = 0.0
    for c in cnt.values():
        if c > 0:
            p = c / size
            h -= p * math.log(p)
    return h


def l_entropy(cnt: dict) -> float:
    return math.exp(entropy(cnt))


def entropy_at_least(cnt: dict, l: Fraction) -> bool:
    """Exactly: exp(H) >= l.

    exp(H) = prod_i (|G| / c_i)^(c_i / |G|), so raising both sides to the power |G|:
    exp(H) >= p/q  <=>  |G|^|G| * q^|G| >= p^|G| * prod_i c_i^c_i   (all positive integers).
    """
    size = size_of(cnt)
    lhs = size**size * l.denominator**size
    rhs = l.numerator**size
    for c in cnt.values():
        rhs *= c**c
    return lhs >= rhs


def recursive_holds(cnt: dict, l: int, c: Fraction) -> bool:
    """Recursive (c, l): with counts sorted r1 >= r2 >= ..., r1 < c * (r_l + r_{l+1} + ...)."""
    r = sorted(cnt.values(), reverse=True)
    tail = 0
    for i in range(l - 1, len(r)):  # r_l is r[l-1]
        tail += r[i]
    return r[0] < c * tail


def l_recursive(cnt: dict, c: Fraction) -> int:
    """Largest integer l >= 1 with r1 < c * sum_{i>=l} r_i; 0 if there is none."""
    best = 0
    for l in range(1, len(cnt) + 2):
        if recursive_holds(cnt, l, c):
            best = l
    return best


def l_holds(cnt: dict, l: Fraction, form: str, c: Fraction | None = None) -> bool:
    l = Fraction(l)
    if form == "frequency":
        return max(cnt.values()) <= size_of(cnt) / l
    if form == "distinct":
        return l_distinct(cnt) >= l
    if form == "entropy":
        return entropy_at_least(cnt, l)
    if form == "recursive":
        assert l.denominator == 1
        return recursive_holds(cnt, int(l), Fraction(c))
    raise ValueError(form)


# ---------------------------------------------------------------------------
# ground distances: D[i][j] between values[i] and values[j]
# ---------------------------------------------------------------------------


def equal_distance(values) -> list[list[Fraction]]:
    r = len(values)
    return [[Fraction(0) if i == j else Fraction(1) for j in range(r)] for i in range(r)]


def ordered_positions(values, order=None) -> list[int]:
    """Position of each value in sorted order, or in ``order`` (a list of values) restricted to ``values``."""
    ranked = sorted(values) if order is None else [v for v in order if v in values]
    return [ranked.index(v) for v in values]


def ordered_distance(values, order=None) -> list[list[Fraction]]:
    """|i - j| / (r - 1) over the r values in sorted order (all 0 when r == 1)."""
    r = len(values)
    pos = ordered_positions(values, order)
    if r == 1:
        return [[Fraction(0)]]
    return [[Fraction(abs(pos[i] - pos[j]), r - 1) for j in range(r)] for i in range(r)]


def hierarchy_chains(hrows) -> dict:
    """leaf text -> its row (leaf, level1, ...)."""
    out = {}
    for row in hrows:
        out[row[0]] = list(row)
    return out


def hierarchy_width(hrows) -> int:
    return len(hrows[0])


def lowest_common_level(hrows, leaves) -> int:
    """Lowest level L at which all ``leaves`` have the same ancestor (the implicit root: the width)."""
    chains = hierarchy_chains(hrows)
    width = hierarchy_width(hrows)
    for level in range(width):
        if len({chains[leaf][level] for leaf in leaves}) == 1:
            return level
    return width


def hierarchy_top(hrows) -> int:
    """Lowest level at which ALL leaves of the hierarchy share one ancestor."""
    return lowest_common_level(hrows, [row[0] for row in hrows])


def hierarchy_distance(values, hrows) -> list[list[Fraction]]:
    """d(a, b) = lowest common level of a and b / lowest common level of all leaves."""
    top = hierarchy_top(hrows)
    r = len(values)
    if top == 0:
        return [[Fraction(0)] * r for _ in range(r)]
    texts = [text_of(v) for v in values]
    return [[Fraction(lowest_common_level(hrows, [texts[i], texts[j]]), top) for j in range(r)] for i in range(r)]


def shortest_path_metric(r: int, weights: dict, positive: bool = False) -> list[list[Fraction]]:
    """All-pairs shortest paths (Floyd-Warshall) of a connected graph, normalised to max 1.

    ``weights`` maps pairs (i, j), i < j, to non-negative integer edge weights. With ``positive``,
    weights whose distances would all be 0 (the edges of weight 0 connect every value) are taken
    one higher each: a distance matrix has largest distance 1 (``MatrixMetric``).
    """
    if positive and r > 1 and not any(map(any, shortest_path_metric(r, weights))):
        weights = {e: w + 1 for e, w in weights.items()}
    inf = None
    d = [[0 if i == j else inf for j in range(r)] for i in range(r)]
    for (i, j), w in weights.items():
        if d[i][j] is None or w < d[i][j]:
            d[i][j] = d[j][i] = w
    for k in range(r):
        for i in range(r):
            for j in range(r):
                if d[i][k] is not None and d[k][j] is not None:
                    via = d[i][k] + d[k][j]
                    if d[i][j] is None or via < d[i][j]:
                        d[i][j] = via
    top = max(max(row) for row in d)
    if top == 0:
        return [[Fraction(0)] * r for _ in range(r)]
    return [[Fraction(d[i][j], top) for j in range(r)] for i in range(r)]


# ---------------------------------------------------------------------------
# EMD
# ---------------------------------------------------------------------------


def distribution(cnt: dict, values) -> list[Fraction]:
    size = size_of(cnt)
    return [Fraction(cnt.get(v, 0), size) for v in values]


def emd_lp(p, q, dist) -> float:
    """EMD(p, q) under ground distances ``dist``: the transportation LP (Liang-Yuan §2.1).

    Variables f(i, j) >= 0 for all r*r pairs; sum_j f(i, j) = p_i; sum_i f(i, j) = q_j;
    minimise sum d(i, j) f(i, j).
    """
    return _emd_lp(tuple(Fraction(x) for x in p), tuple(Fraction(x) for x in q), tuple(tuple(Fraction(x) for x in row) for row in dist))


@lru_cache(maxsize=None)
def _emd_lp(p, q, dist) -> float:
    from scipy.optimize import linprog

    r = len(p)
    cost = []
    for i in range(r):
        for j in range(r):
            cost.append(float(dist[i][j]))
    a_eq, b_eq = [], []
    for i in range(r):  # mass leaving i
        a_eq.append([1.0 if v // r == i else 0.0 for v in range(r * r)])
        b_eq.append(float(p[i]))
    for j in range(r):  # mass arriving at j
        a_eq.append([1.0 if v % r == j else 0.0 for v in range(r * r)])
        b_eq.append(float(q[j]))
    res = linprog(cost, A_eq=a_eq, b_eq=b_eq, bounds=(0, None), method="highs")
    assert res.status == 0, res.message
    return float(res.fun)


def emd_equal_exact(p, q) -> Fraction:
    """Fact 1 (Liang-Yuan): total variation, 1/2 sum |p_i - q_i|."""
    total = Fraction(0)
    for a, b in zip(p, q):
        total += abs(Fraction(a) - Fraction(b))
    return total / 2


def emd_ordered_exact(p, q, positions) -> Fraction:
    """Li et al. 2007: 1/(r-1) sum_i |sum_{j <= i} (p_j - q_j)|, values taken in order."""
    r = len(p)
    if r <= 1:
        return Fraction(0)
    by_pos = [None] * r
    for i, pos in enumerate(positions):
        by_pos[pos] = Fraction(p[i]) - Fraction(q[i])
    total, running = Fraction(0), Fraction(0)
    for x in by_pos:
        running += x
        total += abs(running)
    return total / (r - 1)


def emd_tree_exact(p, q, values, hrows) -> Fraction:
    """EMD under the hierarchical distance, exactly, as a tree metric.

    d(a, b) = lca level / H is the path length in a tree whose edges all weigh
    1 / (2H) (every leaf sits at level 0). On a tree the optimal transport moves,
    across the edge above each node v, exactly the surplus |sum over leaves under v
    of (p - q)|; summing over the nodes strictly below level H gives the EMD.
    """
    top = hierarchy_top(hrows)
    if top == 0:
        return Fraction(0)
    chains = hierarchy_chains(hrows)
    texts = [text_of(v) for v in values]
    total = Fraction(0)
    for level in range(top):
        surplus: dict = {}
        for i, t in enumerate(texts):
            node = chains[t][level]
            surplus[node] = surplus.get(node, Fraction(0)) + Fraction(p[i]) - Fraction(q[i])
        for s in surplus.values():
            total += abs(s)
    return total / (2 * top)


# ---------------------------------------------------------------------------
# measures of a table as it stands (what optanon.check reports)
# ---------------------------------------------------------------------------


def measures(rows, qi, sensitive, c=None, dist_of=None) -> dict:
    """k, l (four forms) and t of the table grouped by distinct QI tuples.

    ``dist_of(values)`` returns the ground distance matrix over a column's values.
    """
    gs = groups(rows, qi)
    out = {"rows": len(rows), "groups": len(gs), "k": min(len(idx) for idx in gs.values())}
    if not sensitive:
        return out
    freq, dist, ent, rec, t = None, None, None, None, None
    for col in sensitive:
        values = distinct_values(rows, col)
        table_cnt = counts(rows, range(len(rows)), col)
        q = distribution(table_cnt, values)
        d = dist_of(values) if dist_of is not None else None
        for idx in gs.values():
            cnt = counts(rows, idx, col)
            freq = _min(freq, l_frequency(cnt))
            dist = _min(dist, l_distinct(cnt))
            ent = _min(ent, l_entropy(cnt))
            if c is not None:
                rec = _min(rec, l_recursive(cnt, Fraction(c)))
            if d is not None:
                e = emd_lp(distribution(cnt, values), q, d)
                t = e if t is None or e > t else t
    out.update(frequency=freq, distinct=dist, entropy=ent, recursive=rec, t=t)
    return out


def _min(a, b):
    return b if a is None or b < a else a


# ---------------------------------------------------------------------------
# releases and costs of a partition
# ---------------------------------------------------------------------------


def suppression_cost(rows, qi, labels) -> int:
    """Sum over groups of |G| x (number of QI columns on which the group's rows disagree)."""
    total = 0
    for idx in groups_of_labels(labels):
        for col in qi:
            if len({norm(rows[i][col]) for i in idx}) > 1:
                total += len(idx)
    return total


def hierarchy_height(hrows) -> int:
    """Levels above the leaves, counting the implicit root when the rows lack a common top."""
    width = hierarchy_width(hrows)
    last = {row[-1] for row in hrows}
    if len(last) == 1 and width > 1:
        return width - 1
    return width


def hierarchy_label(hrows, leaf_text: str, level: int) -> str:
    chains = hierarchy_chains(hrows)
    width = hierarchy_width(hrows)
    return chains[leaf_text][level] if level < width else "*"


def release(rows, qi, labels, hierarchies=None, costs=None) -> dict:
    """Release of a partition under suppression / generalization.

    ``hierarchies``: {column: hierarchy rows}; ``costs``: {column: [cost of level 1, ..., top]}
    (default level / height). A suppressed column: value kept where all rows of the group
    agree, else ``*`` at cost 1 per row. A hierarchy column: the rows' ancestor at the lowest
    level where they all coincide, cost of that level per row.

    Returns released rows (dicts of the QI columns), cost (Fraction), suppressed cells (cells at
    the root) and per row the level of each column.
    """
    hierarchies = hierarchies or {}
    costs = costs or {}
    out_rows = [dict() for _ in rows]
    total = Fraction(0)
    suppressed = 0
    for idx in groups_of_labels(labels):
        for col in qi:
            vals = [norm(rows[i][col]) for i in idx]
            if col not in hierarchies:
                agree = all(v == vals[0] for v in vals)
                if agree:
                    for i in idx:
                        out_rows[i][col] = vals[0]
                else:
                    for i in idx:
                        out_rows[i][col] = "*"
                    total += len(idx)
                    suppressed += len(idx)
                continue
            h = hierarchies[col]
            texts = [text_of(v) for v in vals]
            level = lowest_common_level(h, texts)
            height = hierarchy_height(h)
            if level == 0:
                for i in idx:
                    out_rows[i][col] = vals[0]
                continue
            label = hierarchy_label(h, texts[0], level)
            for i in idx:
                out_rows[i][col] = label
            level_cost = Fraction(level, height) if col not in costs else Fraction(costs[col][level - 1])
            total += len(idx) * level_cost
            if level == height:
                suppressed += len(idx)
    return {"rows": out_rows, "cost": total, "suppressed": suppressed}


def released_classes(released_rows, qi) -> list[list[int]]:
    """Equivalence classes of a release: rows whose released QI values are identical."""
    return list(groups(released_rows, qi).values())
