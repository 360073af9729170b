"""An independent optimum for tables beyond brute force: a plain MILP over rows, from the definitions.

Nothing here imports optanon (like ``reference``, whose definitions it uses). The formulation is
written from Liang-Yuan Thm 9 over single rows, without anything optanon's MILP adds (row types,
kernel, least sizes, value rows, cuts, pruning, decomposition), and solved by SciPy's own HiGHS
(``scipy.optimize.milp``, presolve off, gap 0): a second opinion on every optimum and every bound
optanon proves, for tables of some tens of rows (``tests/fuzz_against_dp.py --oracle ref``).

Patterns: per QI column a level L of its hierarchy (suppression: 0 the value, 1 ``*``) and the
row's ancestor there; a pattern is one such choice per column, and a row fits it when its
ancestors are those. Variables x[p, i] (row i released under p, binary) for the rows fitting p,
open[p] binary. Rows: sum_p x[p, i] = 1; x[p, i] <= open[p]; and per pattern, with
N = sum_i x[p, i] and X_s = the rows of sensitive value s:
- k-anonymity: N >= k open[p];
- frequency l-diversity: l X_s <= N (l = a / b: a X_s <= b N);
- distinct l-diversity: binaries b[p, s] <= X_s, sum_s b[p, s] >= l open[p];
- t-closeness under any ground distance d (Liang-Yuan's transport form, times n N): flows
  F[s, s'] >= 0 with sum_s' F = n X_s, sum_s F = C_s' N (C the table's counts) and
  sum d F <= t n N, every coefficient scaled to a whole number.
Cost: each row the sum over columns of its level's cost (``reference.release``'s), scaled to
whole numbers. One pattern is one released class; a group under a pattern above its rows' lowest
common ancestors releases at the ancestors for no more, and the models here are closed under the
union of groups (a class made of two satisfies them when both do), so the optimum is the true one.
Recursive (c, l) and entropy l-diversity are not linear: ``optimum`` returns UNSUPPORTED.

The oracle checks itself: the optimal solution is rounded to a partition whose release
(``reference.release``) must cost exactly the MILP's objective; the caller checks the partition's
groups against the models with ``reference``'s exact tests. A cheaper release refutes the
"optimum": HiGHS before 1.16 (SciPy 1.17 bundles 1.12) returned one with presolve off on an Adult
sample (``test_reference_milp``), so the MILP is then solved once more with presolve (recorded in
``RETRIED``), and an AssertionError follows only when that answer is refuted too.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

import reference as ref

UNSUPPORTED = "unsupported"
TIMED_OUT = "timed out"  # ``time_limit`` passed before the optimum was proved (no answer)
RETRIED = []  # (release cost, refuted optimum) of every answer HiGHS gave that its own release refuted


def _lcm(values) -> int:
    """The least common multiple of the values' denominators."""
    return math.lcm(*(Fraction(v).denominator for v in values))


def column_levels(rows, col, hierarchies, costs):
    """Per row, [(node, cost of the level)] for levels 0..height of ``col``."""
    if col not in hierarchies:
        return [[(("v", ref.norm(r[col])), Fraction(0)), (("*",), Fraction(1))] for r in rows]
    h = hierarchies[col]
    height = ref.hierarchy_height(h)
    out = []
    for r in rows:
        text = ref.text_of(ref.norm(r[col]))
        levels = []
        for level in range(height + 1):
            cost = Fraction(0) if level == 0 else (Fraction(level, height) if col not in costs
                                                    else Fraction(costs[col][level - 1]))
            levels.append(((level, ref.hierarchy_label(h, text, level)), cost))
        out.append(levels)
    return out


def distances(spec, values, sa_domain):
    """The ground distance matrix (Fractions) of a t spec over the table's values."""
    if spec.metric == "equal":
        return ref.equal_distance(values)
    if spec.metric == "ordered":
        return ref.ordered_distance(values)
    if spec.metric == "hierarchical":
        return ref.hierarchy_distance(values, spec.hrows)
    pos = [sa_domain.index(v) for v in values]
    return [[Fraction(spec.dist[i][j]) for j in pos] for i in pos]


def solve(rows, qi, sa, specs, hierarchies=None, costs=None, sa_domain=None, time_limit=None):
    """(cost, labels): the least cost of a release satisfying ``specs`` (a Fraction) and a partition
    reaching it (labels per row; the caller checks its groups against the models); None when no
    release exists; UNSUPPORTED for recursive / entropy l-diversity; TIMED_OUT when ``time_limit``
    seconds did not prove an optimum. ``specs``: objects with
    ``kind`` 'k' / 'l' / 't' and the fields of ``test_exact_solvers.Spec``; ``sa_domain``: the
    values a matrix metric's rows and columns stand for. ``sa``: the sensitive column, or a list of
    them (every l / t model holds on each)."""
    from scipy.optimize import Bounds, LinearConstraint, milp
    from scipy.sparse import coo_matrix

    hierarchies, costs = hierarchies or {}, costs or {}
    if any(s.kind == "l" and s.form not in ("frequency", "distinct") for s in specs):
        return UNSUPPORTED
    n = len(rows)
    if n == 0:
        return Fraction(0), []
    kmin = max([s.k for s in specs if s.kind == "k"] + [1])
    levels = [column_levels(rows, c, hierarchies, costs) for c in qi]
    fits = {}  # pattern -> (rows, cost per row)
    for i in range(n):
        for choice in itertools.product(*(levels[j][i] for j in range(len(qi)))):
            key = tuple(node for node, _ in choice)
            entry = fits.setdefault(key, ([], sum((c for _, c in choice), Fraction(0))))
            entry[0].append(i)
    patterns = [(key, rs, c) for key, (rs, c) in fits.items() if len(rs) >= kmin]
    if not patterns:  # not even the pattern of every row holds kmin rows (k > n): no release
        return None
    columns = []  # per sensitive column: (its values, each row's value index, the table's counts)
    for col in ([sa] if isinstance(sa, str) else list(sa)):
        values = ref.distinct_values(rows, col)
        vidx = {ref.norm(v): j for j, v in enumerate(values)}
        sa_of = [vidx[ref.norm(r[col])] for r in rows]
        columns.append((values, sa_of, [sa_of.count(j) for j in range(len(values))]))
    scale = _lcm([c for _, _, c in patterns])

    cols_cost, integral = [], []
    ent_r, ent_c, ent_v, lo, hi = [], [], [], [], []

    def new_cols(count, cost=0.0, integer=True):
        start = len(cols_cost)
        cols_cost.extend([cost] * count)
        integral.extend([1 if integer else 0] * count)
        return list(range(start, start + count))

    def new_row(entries, low, high):
        row = len(lo)
        for col, val in entries:
            ent_r.append(row)
            ent_c.append(col)
            ent_v.append(float(val))
        lo.append(low)
        hi.append(high)

    of_row = [[] for _ in range(n)]  # (column, pattern index) per row
    xs = []
    for p, (_, rs, c) in enumerate(patterns):
        xcols = new_cols(len(rs), float(c * scale))
        xs.append(xcols)
        for i, col in zip(rs, xcols):
            of_row[i].append((col, p))
    opens = new_cols(len(patterns))
    for i in range(n):
        new_row([(col, 1) for col, _ in of_row[i]], 1, 1)
    for p, (_, rs, _) in enumerate(patterns):
        o, xcols = opens[p], xs[p]
        for col in xcols:
            new_row([(col, 1), (o, -1)], -np.inf, 0)
        size = [(col, 1) for col in xcols]
        new_row(size + [(o, -kmin)], 0, np.inf)
        for (values, sa_of, table_counts), spec in itertools.product(columns, specs):
            r_vals = len(values)
            by_value = [[col for i, col in zip(rs, xcols) if sa_of[i] == j] for j in range(r_vals)]
            if spec.kind == "l" and spec.form == "frequency":
                lf = Fraction(spec.l)
                for cols in by_value:  # numerator X_s <= denominator N
                    new_row([(col, lf.numerator) for col in cols] + [(col, -lf.denominator) for col in xcols],
                            -np.inf, 0)
            elif spec.kind == "l":
                b = new_cols(r_vals)
                for j, cols in enumerate(by_value):
                    new_row([(b[j], 1)] + [(col, -1) for col in cols], -np.inf, 0)
                new_row([(bj, 1) for bj in b] + [(o, -float(spec.l))], 0, np.inf)
            elif spec.kind == "t":
                dist = distances(spec, values, sa_domain)
                t = Fraction(spec.t)
                dscale = _lcm([x for row in dist for x in row])
                F = new_cols(r_vals * r_vals, integer=False)
                for a in range(r_vals):  # sum_b F[a, b] = n X_a
                    new_row([(F[a * r_vals + b], 1) for b in range(r_vals)] + [(col, -n) for col in by_value[a]], 0, 0)
                for b_ in range(r_vals):  # sum_a F[a, b] = C_b N
                    new_row([(F[a * r_vals + b_], 1) for a in range(r_vals)]
                            + [(col, -table_counts[b_]) for col in xcols], 0, 0)
                # t.den sum (d dscale) F <= t.num dscale n N
                new_row([(F[a * r_vals + b_], t.denominator * int(dist[a][b_] * dscale))
                         for a in range(r_vals) for b_ in range(r_vals) if dist[a][b_] != 0]
                        + [(col, -t.numerator * dscale * n) for col in xcols], -np.inf, 0)
    ncols = len(cols_cost)
    integral_arr = np.asarray(integral)
    upper = np.where(integral_arr == 1, 1.0, np.inf)
    A = coo_matrix((ent_v, (ent_r, ent_c)), shape=(len(lo), ncols)).tocsr()
    for presolve in (False, True):
        options = {"presolve": presolve, "mip_rel_gap": 0.0}
        if time_limit is not None:
            options["time_limit"] = time_limit
        res = milp(np.asarray(cols_cost), integrality=integral_arr, bounds=Bounds(np.zeros(ncols), upper),
                   constraints=LinearConstraint(A, np.asarray(lo), np.asarray(hi)), options=options)
        if res.status == 2:  # infeasible
            return None
        if res.status == 1:  # the time limit (or another limit) was reached
            return TIMED_OUT
        assert res.status == 0, f"reference MILP: {res.message}"
        x = np.rint(res.x)
        labels = [None] * n
        for p in range(len(patterns)):
            for i, col in zip(patterns[p][1], xs[p]):
                if x[col] == 1:
                    assert labels[i] is None, "reference MILP: a row under two patterns"
                    labels[i] = p
        assert all(lab is not None for lab in labels), "reference MILP: a row under no pattern"
        renumber = {p: g for g, p in enumerate(dict.fromkeys(labels))}
        labels = [renumber[p] for p in labels]
        cost = ref.release(rows, qi, labels, hierarchies, costs)["cost"]
        objective = Fraction(round(res.fun), scale)
        # the release is at the groups' lowest common ancestors: never dearer than the patterns chosen
        assert cost <= objective, ("reference MILP: release dearer than its objective", cost, objective)
        if cost == objective:
            return cost, labels
        # HiGHS called a solution optimal that a cheaper release refutes (SciPy 1.17's HiGHS 1.12, and
        # highspy 1.9-1.15.1, presolve off, on an Adult sample: 383/3 against 127; see
        # ``test_reference_milp``): solved once more with presolve, a different path through HiGHS
        RETRIED.append((cost, objective))
    raise AssertionError(("reference MILP: a cheaper release than its optimum, with and without presolve", cost, objective))
