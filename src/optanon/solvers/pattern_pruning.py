"""Lagrangian pruning of the pattern MILP: the (pattern, row type) pairs a cheaper release can use.

Method: Lagrangian relaxation (Geoffrion 1974) of the pattern MILP of ``exact`` (Liang-Yuan
Thm 9), used as reduced-cost fixing at the level of whole groups; the same principle as the
pruning of ``matching`` (step 4), here with prices from the MILP's LP relaxation.
Relax every row but a group's structure (``relax``): the cover rows (sum_p x[p,u] = c_u, price
y_u per row of type u), the support cuts of ``PatternMILP.cuts``, and under l-diversity or
t-closeness the model's own rows, the value-count rows and the share facets (a price pi_r per
row, of the sign its sense allows). What is left splits by pattern: each pattern p holds no
group or one group G of at least l_p rows it generalizes (l_p = ``least_size``; size[p] =
sum_u x[p,u], x[p,u] <= c_u open[p], size[p] >= l_p open[p] are kept), every row of type v in
it costing its reduced cost t_pv (that of x[p,v] plus that of size[p]) and the group o_p (that
of open[p]), so

    L(pi) = sum_r pi_r rhs_r + sum_p min(0, rho_p) + (the least the other columns add) <= OPT,
    rho_p = min_{G under p, |G| >= l_p} sum_{v in G} t_pv + o_p,

and rho_p is explicit: every row whose term t_pv is negative, filled up to l_p rows with the
least of the others. A release that puts a row of type u under p is a solution of the same
relaxation with p holding a group that contains u, so it costs at least

    L_pu = L - min(0, rho_p) + rho_p(u),  rho_p(u) the least such group's term (u's row added,
                                           in place of the dearest filler row if there was one).

The other columns (t-closeness's e and g, distinct l's indicators, recursive l's counts) are free
within their bounds in the relaxation: each adds min(rc lo, rc hi). The LP's duals give them
reduced costs >= 0, which the rounding of the prices can break by a few units of 2^-20 — times a
bound of up to n^2 that would cost hundreds of units (Adult, 2,000 rows, 6 QIs, k = 5, t = 0.2:
L 2612.6 against the LP's 2843.8); so prices that push such a reduced cost below 0 are moved
toward 0 first (still valid prices; L 2842.7 there).

Guarantee: every release of cost <= T, written with each group under its lowest common ancestor
(the MILP solution of the same cost, which satisfies every row of the MILP, cuts included), puts
rows only on pairs with L_pu <= T. The MILP restricted to those pairs (``PatternMILP.restricted``)
holds all of them: its optimum, when <= T, is the optimum of the whole; when it is above T, or
the restricted MILP has no solution, OPT >= T + 1 (costs are whole units). (A restricted
solution may hold a group under a pattern above its rows' ancestor, the ancestor's pairs pruned:
its release then costs less than its objective, never more.) Any prices of the right signs give
valid bounds; here they are the row duals of the last LP of ``PatternMILP.cuts`` (or of
``lp_bound``), rounded to multiples of 2^-s units, the finest grid (2^-20 to 2^-40) at which no
int64 term can overflow (``_grid``), and every term is an exact integer (int64;
``relax`` declines a row with fractional coefficients, e.g. a metric's distances), so the pruning
never rests on floating point. At LP-optimal prices L equals the LP value when no other column
is left (the relaxed problem is the LP's Dantzig-Wolfe form: a pattern's group polytope under
the kept structure is integral).
Reach: under k-anonymity and l-diversity a pattern's least group is priced well (Adult, 2,000
rows, 6 QIs, k = 5, l = 2 on occupation, LP 2043.80: T = 2044 keeps 5,395 of 78,590 columns);
under t-closeness the relaxed rows carry much of the model and the pair bounds are weak (the t
case above: T = 2843 keeps 4,924 of 48,599 pairs, T = 2850 already 43,955, the best release
being near 2,900).
Running time: one sparse product for the reduced costs and one sort of the pairs by
(pattern, term), O(nonzeros + pairs log pairs), then linear.

Measured (Adult, 2,000 rows, 6 QIs, k = 10, LP 2657.24, optimum 2664): with T = 2663 the
restricted MILP keeps 341 of 1,602 patterns and 15,942 of 46,333 columns, and HiGHS proves it
has nothing below 2664 in 42 s, where the whole MILP took 121 s with the same start.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

SCALE = 1 << 20  # the coarsest grid of prices: multiples of 1 / SCALE units (``Pruning.scale``)
FINEST = 1 << 40  # the finest grid ``relax`` takes, when int64 holds every term there
HEADROOM = 1 << 60  # ``relax``'s grid keeps 4 x (its terms' sum, bounded in floats) below this
REPAIR_PASSES = 5  # over the columns outside the group structure whose reduced cost rounding made negative
INFEASIBLE = np.iinfo(np.int64).max // 4  # the term of a pattern that cannot hold a group


class Pruning:
    """The Lagrangian bounds of one PatternMILP at given prices (all in units x ``scale``, int64).

    ``bound``: L; ``pair_bound[i]``: L_pu of the MILP's pair i (pattern ``pair_pattern[i]``,
    type ``pair_type[i]``), both in units x ``scale`` (a power of two >= SCALE). Built by
    ``relax`` from a price per row."""

    def __init__(self, milp, term, extra, constant, scale=SCALE):
        """``term``: per pair, the reduced cost of one of its rows (its column's and its pattern's
        size column's); ``extra``: per pattern, its open column's; ``constant``: the prices times
        the right-hand sides, and the least the columns outside a group's structure can add."""
        self.scale = int(scale)
        counts = milp.type_count.astype(np.int64)
        pp, pt = milp.pair_pattern, milp.pair_type
        P = milp.num_patterns
        term, extra = np.asarray(term, dtype=np.int64), np.asarray(extra, dtype=np.int64)
        order = np.lexsort((term, pp))
        tp, tt, tn = pp[order], term[order], counts[pt[order]]
        start = np.searchsorted(tp, np.arange(P + 1))
        need = np.asarray(milp.least_size, dtype=np.int64)
        neg = tt < 0
        neg_rows = _sums(tp, np.where(neg, tn, 0), P)
        neg_sum = _sums(tp, np.where(neg, tt * tn, 0), P)
        # fillers: the non-negative terms of a pattern, ascending (they follow its negative ones)
        running = np.concatenate([[0], np.cumsum(np.where(neg, 0, tn))])
        within = running[:-1] - running[start[:-1]][tp]  # non-negative rows earlier in the same pattern
        short = np.maximum(need - neg_rows, 0)  # filler rows each pattern still needs
        take = np.where(neg, 0, np.clip(short[tp] - within, 0, tn))
        fill_sum = _sums(tp, take * tt, P)
        available = _sums(tp, tn, P)
        last = np.full(P, -1, dtype=np.int64)  # the dearest filler row's term (-1: no filler)
        has = take > 0
        np.maximum.at(last, tp[has], tt[has])
        rho = neg_sum + fill_sum + extra
        rho[available < need] = INFEASIBLE
        inside = neg | has
        forced = np.where(inside, rho[tp],
                          np.where(short[tp] > 0, rho[tp] + tt - np.maximum(last[tp], 0), rho[tp] + tt))
        forced[rho[tp] >= INFEASIBLE] = INFEASIBLE
        self.bound = constant + int(np.minimum(rho, 0).sum())
        pair_bound = np.empty(len(pp), dtype=np.int64)
        pair_bound[order] = self.bound - np.minimum(rho[tp], 0) + forced
        self.pair_bound = pair_bound

    @classmethod
    def of(cls, bound: int, pair_bound, scale=SCALE) -> "Pruning":
        """A Pruning from its bounds (int64, units x ``scale``), e.g. ``config_lp``'s per pattern."""
        obj = cls.__new__(cls)
        obj.bound, obj.pair_bound, obj.scale = int(bound), np.asarray(pair_bound, dtype=np.int64), int(scale)
        return obj

    def tighter(self, other: "Pruning | None") -> "Pruning":
        """Both prunings at once: each bound holds for every release of cost <= T, so the larger
        of the two, pair by pair, does too (on the coarser grid of the two: a finer bound floored
        onto it is still a bound)."""
        if other is None:
            return self
        scale = min(self.scale, other.scale)
        a, b = self.coarsened(scale), other.coarsened(scale)
        return Pruning.of(max(a.bound, b.bound), np.maximum(a.pair_bound, b.pair_bound), scale)

    def coarsened(self, scale: int) -> "Pruning":
        """The same bounds on the grid 1 / ``scale`` (a power of two <= ``self.scale``), floored."""
        if scale == self.scale:
            return self
        shift = (self.scale // scale).bit_length() - 1
        return Pruning.of(self.bound >> shift, self.pair_bound >> shift, scale)  # >>: floor, also below 0

    def floor_target(self) -> int:
        """The least whole number of units >= L: no release costs less."""
        return -((-self.bound) // self.scale)

    def keep(self, target: int) -> np.ndarray:
        """Pairs a release of cost <= ``target`` units can use."""
        return self.pair_bound <= int(target) * self.scale


def relax(milp, duals):
    """The Pruning of ``milp`` at the prices ``duals``, one per row of its MILP (rows beyond them,
    e.g. cuts added after the LP, price 0). Every row is relaxed but a pattern's group structure
    (``PatternMILP.structure_rows``: size[p] = sum_u x[p,u], x[p,u] <= c_u open[p],
    size[p] >= least open[p]): the cover rows, the support cuts, and under l-diversity or
    t-closeness the model's rows, the value-count rows and the share facets. A price of the wrong
    sign for its row (a row >= priced below 0) is taken as 0, so any prices give valid bounds.
    Columns outside the structure (t-closeness's e and g, distinct l's y, recursive l's X) add
    the least their reduced cost times their bounds allows. None when a relaxed row's
    coefficients or right-hand side are not whole numbers (the terms would not be exact), or
    such a column is unbounded on the side its reduced cost favours."""
    b = milp.builder
    rows, cols = b.nrows, b.ncols
    pi = np.zeros(rows)
    given = np.asarray(duals, dtype=float)[:rows]
    pi[:len(given)] = given
    first, stop = milp.structure_rows
    pi[first:stop] = 0.0
    lo, hi = np.concatenate(b.rlo), np.concatenate(b.rhi)
    pi[(pi > 0) & np.isinf(lo)] = 0.0  # a row <= rhs: price <= 0; a row >= lhs: price >= 0
    pi[(pi < 0) & np.isinf(hi)] = 0.0
    cost = np.concatenate(b.cost)
    if np.any(cost != np.rint(cost)):
        return None
    matrix = b.matrix()
    clo, chi = np.concatenate(b.lo), np.concatenate(b.hi)
    structure = np.zeros(cols, dtype=bool)
    structure[milp.x] = structure[milp.open] = structure[milp.size] = True
    scale = _grid(milp, matrix, pi, cost, lo, hi)
    return None if scale is None else _at_grid(milp, matrix, pi, cost, lo, hi, clo, chi, structure, scale)


def _at_grid(milp, matrix, pi, cost, lo, hi, clo, chi, structure, scale):
    """``relax`` on the grid 1 / ``scale``: the Pruning, or None (no exact terms, or the terms'
    sum as computed, checked in floats, leaves less than HEADROOM / 4: never seen after ``_grid``)."""
    price = np.rint(pi * scale).astype(np.int64)
    side = np.where(price > 0, lo, np.where(price < 0, hi, 0.0))
    on = price != 0
    if np.any(side[on] != np.rint(side[on])):
        return None
    A = matrix[np.flatnonzero(on)]
    if np.any(A.data != np.rint(A.data)):
        return None
    At = A.T.tocsr().astype(np.int64)
    price, base = price[on], np.rint(cost).astype(np.int64) * scale
    rc = base - At @ price
    for _ in range(REPAIR_PASSES):  # the rounding's noise off the other columns' reduced costs
        bad = np.flatnonzero(~structure & (rc < 0))
        if not bad.size:
            break
        for j in bad:
            deficit = -int(rc[j])
            for r, a in zip(At.indices[At.indptr[j]:At.indptr[j + 1]], At.data[At.indptr[j]:At.indptr[j + 1]]):
                if deficit <= 0:
                    break
                if price[r] * a > 0:  # this row's price lowers rc[j]: move it toward 0
                    step = min(abs(int(price[r])), -(-deficit // abs(int(a))))
                    price[r] -= step if price[r] > 0 else -step
                    deficit -= step * abs(int(a))
        rc = base - At @ price
    constant = int(sum(int(p) * int(r) for p, r in zip(price, side[on])))
    for j in np.flatnonzero(~structure & (rc != 0)):  # the least rc * value within the column's bounds
        end = clo[j] if rc[j] > 0 else chi[j]
        if np.isinf(end):
            return None
        constant += math.floor(int(rc[j]) * Fraction(float(end)))  # exact: the float bound HiGHS has
    term = rc[milp.x] + rc[milp.size][milp.pair_pattern]
    extra = rc[milp.open]
    # every sum, partial sum and bound of ``Pruning`` is at most this in magnitude (up to 3 times)
    reach = float((np.abs(term).astype(float) * milp.type_count[milp.pair_type].astype(float)).sum()) \
        + float(np.abs(extra).astype(float).sum()) + abs(float(constant))
    if not 4.0 * reach < HEADROOM:
        return None
    return Pruning(milp, term, extra, constant, scale)


def _grid(milp, matrix, pi, cost, lo, hi):
    """The finest grid 1 / S (SCALE <= S <= FINEST, a power of two) for ``relax``'s prices at
    which int64 holds its terms, or None when even SCALE would not: per column, the products of
    cost - A^T price stay below HEADROOM (|cost| + |A|^T |pi| + |A|^T 1, the last for the rounding,
    times S; the repair only moves prices toward 0), and 4 times the sum of the reduced costs
    over the pairs (times their rows), the open columns and the prices times the sides, bounded
    in floats from the unrounded prices (each off by at most |A|^T 1 / 2 grid units), below HEADROOM
    (``_at_grid`` checks that sum again as computed, and declines). A coarse grid loses where relaxed rows have
    large coefficients (t-closeness's, about n): Adult's first 2,000 rows, 6 QIs, k = 2, t = 0.2,
    at the cut loop's duals (LP 2707.57), L = 2705.38 at 2^-20, 2707.40 at 2^-24, 2707.56 at 2^-28."""
    absT = abs(matrix).T.tocsr()
    rounding = absT @ np.ones(absT.shape[1])  # grid units a column's reduced cost may be off by (twice)
    widest = float((np.abs(cost) + absT @ np.abs(pi) + rounding).max(initial=0.0))
    off = np.abs(cost - matrix.T @ pi) + rounding / SCALE  # units, at any grid S >= SCALE
    counts = milp.type_count.astype(float)
    total = float(((off[milp.x] + off[milp.size][milp.pair_pattern]) * counts[milp.pair_type]).sum())
    total += float(off[milp.open].sum())
    sides = np.fmax(np.abs(np.where(np.isfinite(lo), lo, 0.0)), np.abs(np.where(np.isfinite(hi), hi, 0.0)))
    total += float((np.abs(pi) * sides).sum()) + 1.0
    most = HEADROOM / max(4.0 * total, widest, 1.0)
    if not math.isfinite(most) or most < SCALE:
        return None
    return min(FINEST, 1 << int(math.floor(math.log2(most))))


def _sums(index, values, n) -> np.ndarray:
    """Exact int64 sums of ``values`` per ``index`` (np.bincount would go through float64)."""
    out = np.zeros(n, dtype=np.int64)
    np.add.at(out, index, np.asarray(values, dtype=np.int64))
    return out
