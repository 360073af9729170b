"""Optimal 2-anonymity and 2-diversity: minimum-cost simplex matching, certified by LP duality.

Papers. Blocki-Williams 2010, Thm 1.1 (2-anonymity is in P) and Thm 3.1 (the same under
generalization hierarchies whose level costs grow toward the root); Liang-Yuan Thm 11 with
Lemma 2 (2-diversity, frequency form, is in P). Optimal groups have 2 or 3 rows (a group of
4 or more splits into pairs and triples whose lowest common ancestors lie no higher, and a
2-diverse group splits into pairs and triples of pairwise different sensitive values), so an
optimal release is a minimum-cost partition of the rows into pairs {i,j} (cost C_ij = 2 x the
per-row cost of their lowest common ancestor) and triples (C_ijk = 3 x ...). These costs meet
the simplex condition C_ij + C_jk + C_ik <= 2 C_ijk (per column the lca of three rows is the
highest of the three pairwise lcas, so each pair costs per row at most the triple), which is
what makes the problem polynomial (Anshelevich-Karagiozova's simplex matching, O(n^8) here).

What runs. Not the polynomial algorithm (``simplex_matching.py``: exchanges of two triples, with
every triple of rows built, so up to 60 rows; this module is the practical path for real tables),
and no gadget reduction to ordinary matching: the
degree constraint behind it (a triple node of degree 0, 2 or 3, "not exactly 1") has a gap
that perfect-matching gadgets cannot express by parity (Shao-Zivny 2023 show such
three-degree constraints are not gadget-reducible to matching in general), and the weighted
general-factor algorithm (Dudycz-Paluch 2018) was not implemented. (The general-factor form: a
node per row with degree set {1}, a node per triple {u,v,w} with degree set {0,2,3} and edges to
its rows weighted a_u = (C_uv + C_uw - C_vw)/2 + d, d = (C_uvw - (C_uv + C_vw + C_uw)/2)/3 >= 0 by
the simplex condition, and the pair edges C_uv between rows: degree 3 costs exactly C_uvw, degree
2 on u, v costs C_uv + 2d >= C_uv, never better than the pair edge, so the cheapest factor is the
cheapest partition — agreed by brute force on 40 random tables of 4-5 rows; {0,2,3} has a gap of
one, the polynomial case.) (Checked here: a triple
gadget with one extra vertex matched into a global pool fails too: its sets of uncovered ports
{}, {i,j}, {i,j,k,z} without {i,z} violate the exchange axiom of the even delta-matroids that
matchings realise; and any local gadget, whatever its inner vertices (forced, or optional through
a pool), fails: in the symmetric difference of its matching with the triple unused and with the
triple whole, the three ports are ends of alternating paths that cannot all pair up, so one
ends at an optional vertex, and switching along it leaves exactly one row covered by the
triple — a singleton, costing at most C_uvw - C_vw (the two switched matchings cost as much as
the unused and the whole triple together). Measured with the cheapest such gadget (three ports,
two of them joined, a hub on the ports and on a complete pool; benchmarks/matching_gadget.py):
9 of 100 random suppression tables of 2-8 rows come out below the optimum, e.g. one column
holding 2, 1, 2, 0, 2, 2, 1: optimum 2 (the 0 paired with a 2, the other 2s a triple, the 1s a
pair), gadget matching 1 (the 0 alone on a triple of values 0, 1, 2 at 3 - 2, its two partners
grouped elsewhere at 0). Nor is the LP below integral with every odd-set cut: 4 of 300 random
tables of 5-9 rows keep a gap, e.g. 6.5 against 7.) optanon poses the same problem as an integer
program and certifies optimality by LP duality when it can:

1. Rows become entities: distinct QI vectors with multiplicities (2-diversity: distinct (QI
   vector, SA value)). Copies of one vector pair at cost 0 (k-anonymity only).
2. LP bound. The LP over pairs and triples equals the fractional perfect matching over pairs
   (a triple at weight x is replaced by its three pairs at x/2, no dearer by the simplex
   condition). It is solved by column generation with HiGHS (dual simplex): start from each
   entity's nearest partners, price every pair of entities exactly (the pair cost is
   `full - <phi(u), phi(v)>` for a one-hot feature map phi of the column ancestors, so pricing
   all N^2 pairs is a chunked matrix product), add the violated ones, repeat. The duals y,
   each shifted down by what makes every reduced cost rc_e = C_e - sum_{v in e} y_v >= 0
   (floating point; a group of |e| rows with rc_e < 0 lowers each member by -rc_e / |e|, so
   a deadline that stops the column generation early still leaves a bound: all of Adult
   k = 2 stopped after 32 s certifies 19,200 of the 19,201), certify LB = sum_v m_v y_v <= OPT
   (weak duality; entities with copies have y_v <= 0 because their self-pair costs 0). With a
   time limit the LP stops while RESERVE x its first round's time is left for the rest. A
   triple's reduced cost is at least half the sum of its three pairs' (simplex condition), so
   pricing pairs prices triples too.
   Odd-set cuts (a set of entities holding an odd number of rows has a group crossing its
   boundary or a triple inside) are separated by Padberg-Rao: in each connected component of
   the LP's support that holds a fractional group, the fundamental cuts of a Gomory-Hu tree
   (gomory_hu.py) include a most violated odd cut (exactly so on supports of pairs; a triple
   joins the graph as a star, which undercounts triples inside a set, so every candidate is
   checked against the true cut). With cut duals pi_S >= 0 the bound is
   LB = sum_v m_v y_v + sum_S pi_S, and a group's reduced cost also subtracts the pi_S of the
   cuts it counts in. Columns are priced again after each round of cuts, with the
   triples inside cuts of positive dual priced explicitly, until no cut is violated or
   CUT_STALL rounds leave the bound where it was. On UCI Adult the cuts close the gap: first
   2,000 rows k = 2 2,586 -> 2,590, all of Adult k = 2 19,186 -> 19,201, l = 2 13,030 ->
   13,041, each the optimum (the LP cannot be integral in general: benchmarks/matching_lp_gap.py
   finds 5-9-row tables where every odd-set cut leaves a gap).
3. A release: the LP rounded. The LP's support falls apart into thousands of small connected
   components; each is solved exactly with every pair and triple inside it (support_columns;
   where the LP is integral, that is its solution), then the components that lost against
   their LP share are solved again together with their neighbours, over the LP's columns and
   the pairs and triples of reduced cost < 1 (repair), each lossy part within a region of at
   most REGION entities grown HOPS steps around it (all of Adult l = 2: 13,050 rounded, 13,042
   repaired with regions of 200 entities and 2 steps, 13,041 = the LP bound with 400 and 3, in
   10 s; 1,000 and 4 took 49 s). On all of Adult the rounding alone meets the
   LP bound for k = 2 (19,201) and the repair does for l = 2 (13,041). Every restricted problem
   is solved one connected component at a time (integer_program), settling those whose LP
   relaxation is integral without branching (one LP for all of them).
4. Pruning. For every integral solution x, cost(x) = LB + sum_e rc_e x_e. A pair or triple
   whose rc_e >= delta appears only in solutions costing >= LB + delta. So the restricted
   problem over the columns with rc_e < delta (triples only where all three pairs have
   rc < 2 delta) is solved exactly; if its optimum is <= LB + delta it is the global optimum,
   otherwise (or when it has no solution) LB + delta is a lower bound. Targets T = C, C + 1,
   C + 3, ... (C the least whole cost >= LB; delta = T - LB, a hair above) up to the gap
   (best - LB): each step either finds the optimum or raises the bound to T + 1; the first
   keeps only the LP's optimal face (reduced cost ~ 0).
   A pruned problem is attempted up to MAX_COLUMNS pairs; one that runs out of time ends the
   loop with its capped dual bound. Needed where the rounding misses the optimum or the LP
   bound lies below it (Adult rows 600-899 without cuts: LP 562, optimum 563; rows 16500-16799
   l = 2 with cuts: LP 456, optimum 458; rows 1500-1799 without the repair: the LP bound is the
   optimum, 552, and the optimal-face problem finds it).
5. The answer is released through ``make_result`` (exact cost, verified models). Status
   ``optimal`` with lower bound = cost when certified; at the time limit, the best verified
   partition and the best proven bound (the LP bound, the restricted problem's dual bound
   capped at LB + delta, and the per-row bound), status ``feasible``.

Guarantee: exact whenever it reports ``optimal``; the certificate is the dual vector and the
integer program's proof. Otherwise a verified release with a proven lower bound. Running
time: the LP and its separation are polynomial (column generation prices N^2 pairs per round;
a cut tree costs n - 1 maximum flows per support component), the integer programs are not
(branch and bound), so the whole is not polynomial in the worst case; measured on UCI Adult in
benchmarks/matching.py (all of Adult proved optimal in about 1.5 minutes, k = 2 and l = 2).
Scope: k <= 2 and/or frequency l = 2 on one sensitive column; any cost model (suppression,
hierarchies). Other models raise ParameterError (use --method exact).
"""

from __future__ import annotations

import itertools
import math
import time
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ..core.cost import CostModel
from ..core.models import KAnonymity, LDiversity, require_feasible
from ..core.partition import Result, make_result
from ..core.table import group_rows
from ..errors import ParameterError
from .bounds import per_row_bound, shown
from .highs_runner import Builder, quiet_highs

METHOD = "matching"
CHUNK = 512  # entities per block of the pricing matrix product (CHUNK x N float64)
NEAREST = 8  # initial LP columns per entity
ADD_PER_ROUND = 4  # violated pairs added per entity and pricing round
TOL = 1e-7  # reduced-cost tolerance of the LP (cost units)
SCREEN = 1e-5  # the float32 screen of the pricing pass keeps pairs this close (relative) to its threshold
MAX_COLUMNS = 3_000_000  # pruned problems larger than this are not attempted
ROW_BOUND_SHARE = 0.2  # of the time limit, at most, for the per-row bound (``bounds``)
ROUND_ALL = 40  # fractional LP components up to this many entities get every group inside (support_columns)
HOPS = 3  # repair: each lossy part of the rounding with the parts up to this many columns away ...
REGION = 400  # ... as long as the region has at most this many entities
CUT_SCALE = 1 << 16  # LP values are scaled by this for the maximum flows of the cut separation
CUT_STALL = 4  # the cut loop stops after this many rounds of cuts without a rise of the LP bound
RESERVE = 2.0  # with a deadline, the LP stops this many times its first round's time before it
SMALL_PART = 5_000  # components of a restricted problem with fewer columns are solved in this process


class TooMany(Exception):
    """The pruned problem is too large to attempt."""


# ---- the problem ------------------------------------------------------------------------------

def scope(models, method: str = METHOD) -> tuple[int, bool]:
    """(minimum group size, whether 2-diversity holds) after checking the models fit the method
    (``method``: the name the error gives, matching or simplex-matching)."""
    k, diverse = 1, False
    for model in models:
        if isinstance(model, KAnonymity) and model.k <= 2:
            k = max(k, model.k)
        elif isinstance(model, LDiversity) and model.form == "frequency" and model.l == 2:
            diverse = True
        else:
            raise ParameterError(f"--method {method} solves k <= 2 and frequency l = 2 only, not {model!r}; use --method exact")
    return (2 if diverse else k), diverse


def fits(table, models) -> bool:
    """2-anonymity and/or frequency 2-diversity on one SA column, k or l = 2 present: this
    method's problem (``auto`` picks it, ``exact`` hands it over)."""
    try:
        kmin, diverse = scope(models)
    except ParameterError:
        return False
    return kmin == 2 and (not diverse or len(table.sensitive) == 1)


@dataclass
class Entities:
    """Distinct rows up to what the models see, with multiplicities."""

    qi: np.ndarray  # int (N, m) QI codes
    count: np.ndarray  # int64 (N,)
    sa: np.ndarray | None  # int (N,) SA code (2-diversity) or None
    of_row: np.ndarray  # int64 (n,) entity of each row

    @property
    def pair_with_copies(self) -> bool:  # copies of one entity may share a group
        return self.sa is None

    @classmethod
    def of(cls, table, diverse: bool) -> Entities:
        if diverse:
            if table.sa_codes.shape[1] != 1:
                raise ParameterError("--method matching handles 2-diversity on one sensitive column; use --method exact for several")
            key = np.concatenate([table.codes, table.sa_codes], axis=1)
            cards = table.cards + [len(table.sa_values[0])]
            of_row, vectors, count = group_rows(key, cards)
            return cls(vectors[:, :-1], count, vectors[:, -1], of_row)
        of_row, vectors, count = group_rows(table.codes, table.cards)
        return cls(vectors, count, None, of_row)


class PairCost:
    """Per-row cost (units) of the lowest common ancestor of two or three entities.

    Per column, lca level L costs units[L] = sum_{l <= L} delta_l, and the lca of u and v is
    above level l-1 exactly when their level-(l-1) ancestors differ. So
    cost(u, v) = full - sum_{columns, l} delta_l [anc_{l-1}(u) == anc_{l-1}(v)]
              = full - <phi(u), phi(v)>  with phi the delta-weighted one-hot of the ancestors.
    """

    def __init__(self, bound, qi: np.ndarray):
        self.bound, self.qi = bound, qi
        self.full = float(sum(int(col.units[-1]) for col in bound.columns))
        blocks, weights = [], []
        for j, col in enumerate(bound.columns):
            for lev in range(1, col.height + 1):
                delta = int(col.units[lev] - col.units[lev - 1])
                if delta == 0:
                    continue
                anc = col.ancestors[lev - 1][qi[:, j]]
                _, idx = np.unique(anc, return_inverse=True)
                onehot = np.zeros((len(qi), int(idx.max()) + 1 if idx.size else 0))
                onehot[np.arange(len(qi)), idx] = 1.0
                blocks.append(onehot)
                weights.append(np.full(onehot.shape[1], float(delta)))
        # float32 products are exact while every sum stays below 2^24 (units are integers); twice as fast
        dtype = np.float32 if self.full < 2**24 else np.float64
        self.phi = (np.concatenate(blocks, axis=1) if blocks else np.zeros((len(qi), 0))).astype(dtype)
        self.wphi = self.phi * (np.concatenate(weights) if weights else np.zeros(0)).astype(dtype)[None, :]

    def block(self, lo: int, hi: int) -> np.ndarray:
        """Per-row pair costs of entities lo..hi-1 against all entities (float64, exact integers)."""
        return self.full - self.product(lo, hi).astype(np.float64)

    def product(self, lo: int, hi: int) -> np.ndarray:
        """<phi(u), phi(v)> for u in lo..hi-1 and every v (whole numbers, exact in the dtype)."""
        return self.phi[lo:hi] @ self.wphi.T

    def group(self, a, b, c) -> np.ndarray:
        """Cost in units (int64) of whole groups: pairs {a, b} (c = -1) and triples {a, b, c}."""
        triple = c >= 0
        return np.where(triple, 3, 2) * self.exact(a, b, np.where(triple, c, b))

    def exact(self, *members) -> np.ndarray:
        """Per-row cost in units (int64) of the lca of each tuple of entities (arrays of ids)."""
        out = np.zeros(len(members[0]), dtype=np.int64)
        for j, col in enumerate(self.bound.columns):
            level = np.full(len(out), col.height, dtype=np.int64)
            for lev in range(col.height - 1, -1, -1):
                anc = col.ancestors[lev]
                first = anc[self.qi[members[0], j]]
                same = np.ones(len(out), dtype=bool)
                for other in members[1:]:
                    same &= anc[self.qi[other, j]] == first
                level[same] = lev
            out += col.units[level]
        return out


# ---- LP bound: column generation and odd-set cuts --------------------------------------------

def _key(a, b, c, N):
    """One int64 per group (members sorted, c = -1 for pairs)."""
    t = np.sort(np.stack([a, b, np.where(c >= 0, c, -1)], axis=1), axis=1)
    # pairs sort to (-1, x, y); triples to (x, y, z)
    return (t[:, 0] + 1) * (N + 1) * (N + 1) + t[:, 1] * (N + 1) + t[:, 2]


class MasterLP:
    """The LP over pairs and triples of entities, with odd-set cuts, grown column by column.

    Rows: one per entity (sum of the groups holding it, with multiplicity, = m_v) and one per
    cut S (a set of entities with an odd number of rows): sum of the groups that cross S plus
    the triples inside S >= 1. (Valid: if no group crosses S and none of its groups inside is a
    triple, S's rows split into pairs, an even number.) A pair's coefficient in a cut is 1 when
    exactly one member lies in S; a triple's is 1 when any member does.
    """

    MAX_CUT = 40  # cuts larger than this are not added (their inside triples are enumerated)

    def __init__(self, ent: Entities, cost: PairCost):
        self.ent, self.cost, self.N = ent, cost, len(ent.count)
        self.h = quiet_highs()
        self.h.setOptionValue("presolve", "off")
        m = ent.count.astype(float)
        self.h.addRows(self.N, m, m, 0, np.zeros(0, dtype=np.int32), np.zeros(0, dtype=np.int32), np.zeros(0))
        # artificial columns (one per entity row and per cut row, at a prohibitive cost) keep every
        # restricted LP feasible; they are not groups, so the bound below never relies on them
        self.big = 10.0 * (3.0 * cost.full + 1.0)
        self.real = np.zeros(0, dtype=bool)  # per LP column: a group (True) or artificial
        self._artificial(np.arange(self.N))
        self.A = self.B = self.C = np.zeros(0, dtype=np.int64)
        self.keys = np.zeros(0, dtype=np.int64)
        self.cuts: list[np.ndarray] = []
        self._member = None  # sparse entity x cut incidence, built on demand
        self.y = np.zeros(self.N)
        self.pi = np.zeros(0)
        self.x = np.zeros(0)

    def _artificial(self, rows: np.ndarray) -> None:
        import highspy

        k = len(rows)
        self.h.addCols(k, np.full(k, self.big), np.zeros(k), np.full(k, highspy.kHighsInf), k,
                       np.arange(k, dtype=np.int32), rows.astype(np.int32), np.ones(k))
        self.real = np.concatenate([self.real, np.zeros(k, dtype=bool)])

    @property
    def columns(self) -> int:
        return len(self.A)

    @property
    def member(self):
        """Sparse (CSR, int8) incidence of entities (rows) in cuts (columns)."""
        if self._member is None or self._member.shape[1] != len(self.cuts):
            self._member = incidence_of(self.cuts, self.N)
        return self._member

    def cut_coefficients(self, a, b, c, cuts=None):
        """Coefficient (0/1) of each group (rows) in each of the given cuts (columns; all by
        default), as a sparse CSR matrix (see cut_matrix)."""
        return cut_matrix(self.member if cuts is None else self.member[:, cuts], a, b, c)

    def add(self, a, b, c) -> int:
        """Add the groups not in the LP yet; returns how many were added."""
        import highspy

        key = _key(a, b, c, self.N)
        key, first = np.unique(key, return_index=True)
        new = ~np.isin(key, self.keys)
        a, b, c, key = a[first][new], b[first][new], c[first][new], key[new]
        if not len(a):
            return 0
        triple = c >= 0
        cst = self.cost.group(a, b, c)
        # entity rows (with multiplicity) and cut rows
        col = np.concatenate([np.arange(len(a))] * 2 + [np.flatnonzero(triple)])
        row = np.concatenate([a, b, c[triple]])
        if self.cuts:
            cc, cr = self.cut_coefficients(a, b, c).nonzero()
            col, row = np.concatenate([col, cc]), np.concatenate([row, self.N + cr])
        from scipy.sparse import coo_matrix
        M = coo_matrix((np.ones(len(col)), (row, col)), shape=(self.N + len(self.cuts), len(a))).tocsc()
        M.sum_duplicates()
        self.h.addCols(len(a), cst.astype(float), np.zeros(len(a)), np.full(len(a), highspy.kHighsInf), M.nnz,
                       M.indptr.astype(np.int32), M.indices.astype(np.int32), M.data)
        self.real = np.concatenate([self.real, np.ones(len(a), dtype=bool)])
        self.A, self.B, self.C = np.concatenate([self.A, a]), np.concatenate([self.B, b]), np.concatenate([self.C, c])
        self.keys = np.sort(np.concatenate([self.keys, key]))
        return len(a)

    def add_cut(self, S: np.ndarray) -> None:
        import highspy

        if int(self.ent.count[S].sum()) % 2 != 1:  # valid only for an odd number of rows
            raise AssertionError("an odd-set cut over an even number of rows")
        self.cuts.append(np.sort(S))
        idx = self.cut_coefficients(self.A, self.B, self.C, [len(self.cuts) - 1]).nonzero()[0].astype(np.int32)
        self.h.addRow(1.0, highspy.kHighsInf, len(idx), np.flatnonzero(self.real)[idx].astype(np.int32), np.ones(len(idx)))
        self._artificial(np.array([self.N + len(self.cuts) - 1]))

    def run(self) -> None:
        import highspy

        self.h.run()
        if self.h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            raise RuntimeError(f"HiGHS did not solve the matching LP: {self.h.modelStatusToString(self.h.getModelStatus())}")
        sol = self.h.getSolution()
        dual = np.asarray(sol.row_dual, dtype=float)
        self.y, self.pi = dual[:self.N], np.maximum(dual[self.N:], 0.0)
        self.x = np.asarray(sol.col_value, dtype=float)[self.real]

    @property
    def objective(self) -> float:
        return float(self.h.getInfo().objective_function_value)

    # -- reduced costs under (y, pi) --

    def entity_price(self) -> np.ndarray:
        """y_v + the duals of every cut holding v: pair rc = C - price_u - price_v + 2 shared(u, v)."""
        return self.y + (self.member @ self.pi if self.cuts else 0.0)

    def reduced(self, a, b, c) -> np.ndarray:
        triple = c >= 0
        rc = self.cost.group(a, b, c) - self.y[a] - self.y[b] - np.where(triple, self.y[np.maximum(c, 0)], 0.0)
        on = np.flatnonzero(self.pi > 0)  # only cuts with a positive dual change the reduced cost
        if len(on):
            rc = rc - self.cut_coefficients(a, b, c, on) @ self.pi[on]
        return rc

    def inside_triples(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every group of three rows inside some cut of positive dual: their reduced cost is not
        bounded by the pairs' (a triple's rc is at least half the sum of its pairs' rc, less the
        duals of the cuts holding all three members)."""
        out = [groups_within(self.ent, S, pairs=False) for S, p in zip(self.cuts, self.pi) if p > 0]
        if not out:
            return (np.zeros(0, np.int64),) * 3
        return tuple(np.concatenate(p) for p in zip(*out))


def incidence_of(cuts: list[np.ndarray], N: int):
    """Sparse (CSR, int8) incidence of the N entities (rows) in the cuts (columns)."""
    from scipy.sparse import csr_matrix

    rows = np.concatenate(cuts) if cuts else np.zeros(0, dtype=np.int64)
    cols = np.repeat(np.arange(len(cuts)), [len(S) for S in cuts])
    return csr_matrix((np.ones(len(rows), dtype=np.int8), (rows, cols)), shape=(N, len(cuts)))


def cut_matrix(member, a, b, c):
    """Coefficient (0/1) of each group (a, b, c) (rows) in each cut (columns of the entity x cut
    incidence ``member``): a pair counts when exactly one member lies in the cut, a triple when
    any does. Sparse CSR: groups touch few cuts, and a dense groups x cuts array of a pruned
    problem's millions of triples and a thousand cuts would not fit in memory."""
    from scipy.sparse import csr_matrix

    triple = c >= 0
    ins = member[a] + member[b] + member[np.where(triple, c, a)].multiply(triple.astype(np.int8)[:, None]).tocsr()
    ins.sum_duplicates()
    row = np.repeat(np.arange(len(a)), np.diff(ins.indptr))
    keep = np.where(triple[row], ins.data >= 1, ins.data == 1)
    return csr_matrix((np.ones(int(keep.sum())), (row[keep], ins.indices[keep])), shape=(len(a), member.shape[1]))


def groups_within(ent: Entities, S: np.ndarray, *, pairs: bool = True) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(a, b, c) of every allowed triple (and pair, c = -1) of rows of the entities S: with copies,
    {u, u, v} (and with pairs, {u, u} and {u, u, u}); for 2-diversity, pairwise different
    sensitive values."""
    S = np.asarray(S, dtype=np.int64)
    trip = np.array(list(itertools.combinations(S.tolist(), 3)), dtype=np.int64).reshape(-1, 3)
    out = [(trip[:, 0], trip[:, 1], trip[:, 2])]
    if pairs:
        two = np.array(list(itertools.combinations(S.tolist(), 2)), dtype=np.int64).reshape(-1, 2)
        out.append((two[:, 0], two[:, 1], np.full(len(two), -1)))
    if ent.pair_with_copies:  # {u, u, v} with u's copies
        multi = S[ent.count[S] >= 2]
        uu, vv = np.repeat(multi, len(S)), np.tile(S, len(multi))
        ok = uu != vv
        out.append((uu[ok], uu[ok], vv[ok]))
        if pairs:
            s3 = S[ent.count[S] >= 3]
            out += [(multi, multi, np.full(len(multi), -1)), (s3, s3, s3)]
    a, b, c = (np.concatenate(p) for p in zip(*out))
    ok = _allowed(ent, a, b, c)
    return a[ok], b[ok], c[ok]


def _pricing(ent: Entities, cost: PairCost, price: np.ndarray | None, *, below: float | None = None,
             nearest: int = 0, per_entity: int = 0, sink=None):
    """One pass over all N^2 entity pairs, rc' = C - price_u - price_v (<= the true reduced cost).

    Returns (u, v, value): the ``nearest`` cheapest partners per entity (value = cost), or the
    ``per_entity`` most negative rc' < -TOL per entity, or every pair u < v with rc' < ``below``.

    With prices, each block is screened in float32 and only the pairs that pass are priced
    in float64 (``sink``: each block's pairs go to sink(u, v, rc') instead, and nothing is
    returned: the memory stays one block's). rc' < x  <=>  <phi(u), phi(v)> - t_v > s_u with
    s_u = -(price_u + x) / 2 and t_v = full - price_v / 2. The inner products are whole numbers below 2^24, exact in float32;
    s, t and the difference are rounded there (relative error ~1e-7 each), so the screen lowers
    s by SCREEN x (the magnitudes involved), some 50 times that error, and the exact test on
    the pairs that pass decides.
    """
    N = len(ent.count)
    out_u, out_v, out_x = [], [], []
    if price is not None:
        limit = -TOL if per_entity else float(below)
        dt = cost.phi.dtype
        margin = SCREEN * (1.0 + cost.full + float(np.abs(price).max(initial=0.0)) + abs(limit))
        s_all = (-(price + limit) / 2.0 - margin).astype(dt)
        t_all = (cost.full - price / 2.0).astype(dt)
    for lo in range(0, N, CHUNK):
        hi = min(N, lo + CHUNK)
        rows = np.arange(lo, hi)
        if nearest:
            c = 2.0 * cost.block(lo, hi)
            c[rows - lo, rows] = np.inf
            if ent.sa is not None:
                c[ent.sa[lo:hi, None] == ent.sa[None, :]] = np.inf
            t = min(nearest, N - 1)
            if t <= 0:
                continue
            part = np.argpartition(c, t - 1, axis=1)[:, :t]
            val = np.take_along_axis(c, part, axis=1)
            ok = np.isfinite(val).ravel()
            out_u.append(np.repeat(rows, t)[ok])
            out_v.append(part.ravel()[ok])
            out_x.append(val.ravel()[ok])
            continue
        prod = cost.product(lo, hi)
        r, v = np.nonzero(prod - t_all[None, :] > s_all[lo:hi, None])
        u = rows[r]
        keep = u != v if per_entity else u < v
        if ent.sa is not None:
            keep &= ent.sa[u] != ent.sa[v]
        r, u, v = r[keep], u[keep], v[keep]
        rc = 2.0 * (cost.full - prod[r, v].astype(np.float64)) - price[u] - price[v]  # exact products, float64
        ok = rc < limit
        u, v, rc = u[ok], v[ok], rc[ok]
        if per_entity and len(u):  # the per_entity most negative of each entity
            order = np.lexsort((rc, u))
            u, v, rc = u[order], v[order], rc[order]
            rank = np.arange(len(u)) - np.searchsorted(u, u)
            top = rank < per_entity
            u, v, rc = u[top], v[top], rc[top]
        if sink is not None:
            sink(u, v, rc)
            continue
        out_u.append(u)
        out_v.append(v)
        out_x.append(rc)

    def cat(parts, dt):
        return np.concatenate(parts).astype(dt) if parts else np.zeros(0, dt)
    return cat(out_u, np.int64), cat(out_v, np.int64), cat(out_x, np.float64)


def _components(a, b, c, N: int) -> np.ndarray:
    """Connected-component label of each of the N entities, linked by the groups (a, b, c)."""
    from scipy.sparse import coo_matrix
    from scipy.sparse.csgraph import connected_components

    third = np.where(c >= 0, c, b)
    g = coo_matrix((np.ones(2 * len(a)), (np.concatenate([a, b]), np.concatenate([b, third]))), shape=(N, N))
    return connected_components(g, directed=False)[1]


def _allowed(ent: Entities, a, b, c) -> np.ndarray:
    """Which groups (a, b, c) may be released: for 2-diversity, pairwise different sensitive values."""
    if ent.sa is None:
        return np.ones(len(a), dtype=bool)
    sa, c3 = ent.sa, np.maximum(c, 0)
    return (sa[a] != sa[b]) & ((c < 0) | ((sa[b] != sa[c3]) & (sa[a] != sa[c3])))


def _odd_cuts(lp: MasterLP) -> list[np.ndarray]:
    """Entity sets whose odd-set cut the LP solution violates, by Padberg-Rao separation in each
    connected component of the LP's support that holds a fractional group.

    The graph: a vertex per entity, an edge of capacity x per pair of two entities, and per
    triple a vertex joined to its members by edges of capacity x, so that the cut of an entity
    set S (the triple's vertex on the side of its majority) prices a pair 1 iff it crosses S and
    a triple 1 iff it crosses S; a triple inside S counts 0 there but 1 in the true cut, so
    graph cuts are never above the true ones. The fundamental cuts of the graph's Gomory-Hu
    tree include a minimum one among the sets of odd row count (Padberg-Rao); those of value
    < 1 are candidates, and each one is checked against the true cut before it is returned.
    Capacities are capped at 2 (an edge of x >= 1 already satisfies every cut it crosses) and
    scaled to integers for the maximum flows."""
    from .gomory_hu import odd_cuts

    on = lp.x > 1e-9
    A, B, C, x = lp.A[on], lp.B[on], lp.C[on], lp.x[on]
    frac = np.abs(x - np.rint(x)) > 1e-6
    if not frac.any():
        return []
    col_comp = _components(A, B, C, lp.N)[A]
    order = np.argsort(col_comp, kind="stable")  # the support's columns, component by component
    by_comp, labs = col_comp[order], np.unique(col_comp[frac])
    starts, ends = np.searchsorted(by_comp, labs), np.searchsorted(by_comp, labs, side="right")
    known = {S.tobytes() for S in lp.cuts}
    out = []
    for lo, hi in zip(starts, ends):
        sel = order[lo:hi]
        a, b, c, xs = A[sel], B[sel], C[sel], x[sel]
        ents = np.unique(np.concatenate([a, b, c[c >= 0]]))
        a_, b_, c_ = (np.searchsorted(ents, v) for v in (a, b, np.maximum(c, 0)))  # local numbers
        cap = np.rint(np.minimum(xs, 2.0) * CUT_SCALE).astype(np.int64)
        pair, trip = (c < 0) & (a != b), np.flatnonzero(c >= 0)
        star = len(ents) + np.arange(len(trip))
        eu = [a_[pair]] + [star] * 3
        ev = [b_[pair], a_[trip], b_[trip], c_[trip]]
        ec = [cap[pair]] + [cap[trip]] * 3
        eu, ev, ec = np.concatenate(eu), np.concatenate(ev), np.concatenate(ec)
        dup = np.concatenate([np.zeros(int(pair.sum()), dtype=bool), np.zeros(len(trip), dtype=bool),
                              b[trip] == a[trip], (c[trip] == a[trip]) | (c[trip] == b[trip])])
        odd = np.concatenate([lp.ent.count[ents] % 2 == 1, np.zeros(len(trip), dtype=bool)])
        found = odd_cuts(len(ents) + len(trip), eu[~dup], ev[~dup], ec[~dup], odd, CUT_SCALE, 3 * lp.MAX_CUT)
        sets = [ents[S[S < len(ents)]] for S in found]
        sets = [S for S in sets if 0 < len(S) <= lp.MAX_CUT and int(lp.ent.count[S].sum()) % 2 == 1]
        if not sets:
            continue
        value = cut_matrix(incidence_of(sets, lp.N), a, b, c).T @ xs  # the true cut of each set
        for S, v in zip(sets, value):
            if v < 1 - 1e-6 and S.tobytes() not in known:
                known.add(S.tobytes())
                out.append(S)
    return out


@dataclass
class Bound:
    lp: MasterLP
    price: np.ndarray  # per entity: rc'(u, v) = C_uv - price_u - price_v <= the true pair reduced cost
    shift: np.ndarray  # per entity, subtracted from y so that every reduced cost is >= 0 in floating point
    lb: float  # sum_v m_v (y_v - shift_v) + sum_S pi_S: a lower bound in units
    rounds: int
    cuts: int

    @property
    def active_cuts(self) -> list[np.ndarray]:
        """The cuts of positive dual: with them, a restricted problem's LP relaxation is at
        least its share of the LP bound."""
        return [S for S, p in zip(self.lp.cuts, self.lp.pi) if p > 0]


def lp_bound(ent: Entities, cost: PairCost, *, deadline=None, progress=None) -> Bound:
    """The LP over pairs and triples with odd-set cuts, by column generation (see the module doc)."""
    began = time.perf_counter()
    lp = MasterLP(ent, cost)
    u, v, _ = _pricing(ent, cost, None, nearest=NEAREST)
    a, b = np.minimum(u, v), np.maximum(u, v)
    lp.add(a, b, np.full(len(a), -1))
    if ent.pair_with_copies:
        s2, s3 = np.flatnonzero(ent.count >= 2), np.flatnonzero(ent.count >= 3)
        lp.add(np.concatenate([s2, s3]), np.concatenate([s2, s3]), np.concatenate([np.full(len(s2), -1), s3]))
    rounds, stalled, last = 0, 0, -np.inf
    reserve, round_began = 0.0, began
    while True:
        rounds += 1
        lp.run()
        if progress:
            progress({"phase": "matching: LP bound", "round": rounds, "bound": lp.objective, "columns": lp.columns,
                      "cuts": len(lp.cuts)})
        now = time.perf_counter()
        if rounds == 1:  # what follows a stop (the certificate's pricing pass, the rounding) takes
            reserve = RESERVE * (now - began)  # up to about twice as long as the first LP did
        if deadline is not None and now + (now - round_began) + reserve > deadline:
            break  # another round like the last one would leave too little time for the rest
        round_began = now
        price = lp.entity_price()
        a, b, _ = _pricing(ent, cost, price, per_entity=ADD_PER_ROUND)
        c = np.full(len(a), -1)
        ta, tb, tc = lp.inside_triples()
        a, b, c = np.concatenate([a, ta]), np.concatenate([b, tb]), np.concatenate([c, tc])
        if len(a):
            bad = lp.reduced(a, b, c) < -TOL
            a, b, c = a[bad], b[bad], c[bad]
        if lp.add(a, b, c):
            continue
        stalled = stalled + 1 if lp.objective <= last + 1e-9 else 0
        last = lp.objective
        if stalled >= CUT_STALL:  # rounds of cuts that left the bound where it was: stop
            break
        cuts = _odd_cuts(lp)
        if not cuts:
            break
        for S in cuts:
            lp.add_cut(S)
    # certify: lower each y_v by shift_v >= 0 until every reduced cost is >= 0 in floating point.
    # A group e of |e| rows (repeats counted) with rc_e < 0 gets shift_v >= -rc_e / |e| at each
    # member, so rc_e + sum_{v in e} shift_v >= 0; where the column generation has converged
    # every shift is ~0, and where a deadline stopped it only the entities of groups still
    # priced below zero lose (one uniform shift for all would cost every row of the table)
    price = lp.entity_price()
    shift = np.zeros(lp.N)

    def absorb(a, b, c):
        if len(a):
            need = np.maximum(0.0, -lp.reduced(a, b, c)) / np.where(c >= 0, 3.0, 2.0)
            np.maximum.at(shift, a, need)
            np.maximum.at(shift, b, need)
            np.maximum.at(shift, c[c >= 0], need[c >= 0])

    # pairs with rc' < -TOL, block by block (rc' <= rc: each re-checked exactly), then the
    # triples inside cuts and the LP's own columns
    _pricing(ent, cost, price, below=-TOL, sink=lambda u, v, _: absorb(u, v, np.full(len(u), -1)))
    absorb(*lp.inside_triples())
    absorb(lp.A, lp.B, lp.C)
    lb = float(ent.count @ (lp.y - shift)) + float(lp.pi.sum())
    return Bound(lp, price - shift, shift, lb, rounds, len(lp.cuts))


# ---- the restricted integer program -----------------------------------------------------------

@dataclass
class Columns:
    """Candidate groups: members (-1 = none) and cost in units (whole group)."""

    a: np.ndarray
    b: np.ndarray
    c: np.ndarray  # -1 for pairs
    cost: np.ndarray  # int64 units

    @classmethod
    def priced(cls, cost: PairCost, a, b, c) -> Columns:
        """The distinct groups among (a, b, c), each with its cost."""
        _, first = np.unique(_key(a, b, c, len(cost.qi)), return_index=True)
        a, b, c = a[first], b[first], c[first]
        return cls(a, b, c, cost.group(a, b, c))

    def take(self, idx: np.ndarray) -> Columns:
        return Columns(self.a[idx], self.b[idx], self.c[idx], self.cost[idx])

    @staticmethod
    def join(*parts: Columns) -> Columns:
        return Columns(*(np.concatenate([getattr(p, f) for p in parts]) for f in ("a", "b", "c", "cost")))

    def members(self, idx: np.ndarray) -> np.ndarray:
        """The entities of the columns idx (with repeats)."""
        c = self.c[idx]
        return np.concatenate([self.a[idx], self.b[idx], c[c >= 0]])


def candidates(ent: Entities, cost: PairCost, bd: Bound, delta: float) -> Columns:
    """Every pair and triple whose reduced cost (under the shifted duals) may be < delta, and the
    zero-cost groups of copies. Pairs are screened by rc' <= rc; a triple outside every cut has
    rc >= half the sum of its pairs' rc, so it is a triangle of pairs with rc' sum < 2 delta."""
    lp = bd.lp
    N = len(ent.count)
    u, v, rc2 = _pricing(ent, cost, bd.price, below=2.0 * delta)
    keep = rc2 < delta
    deg = np.bincount(u, minlength=N)
    if keep.sum() > MAX_COLUMNS or int((deg.astype(np.int64) ** 2).sum()) > 200 * MAX_COLUMNS:
        raise TooMany(f"{int(keep.sum())} pairs and {len(u)} triangle edges within the gap")
    groups = [(u[keep], v[keep], np.full(int(keep.sum()), -1))]
    if len(u):
        order = np.lexsort((v, u))
        u, v, rc2 = u[order], v[order], rc2[order]
        key = u * N + v
        start = np.searchsorted(u, np.arange(N + 1))
        tri = []
        for x in np.flatnonzero(np.diff(start) >= 2):
            nb = v[start[x]:start[x + 1]]  # partners > x, sorted
            i, j = np.triu_indices(len(nb), 1)
            k = nb[i] * N + nb[j]
            pos = np.minimum(np.searchsorted(key, k), len(key) - 1)
            hit = key[pos] == k
            s = rc2[start[x] + i[hit]] + rc2[start[x] + j[hit]] + rc2[pos[hit]]
            ok = s < 2 * delta
            if ok.any():
                tri.append((np.full(int(ok.sum()), x), nb[i[hit][ok]], nb[j[hit][ok]]))
        if tri:
            groups.append(tuple(np.concatenate(t) for t in zip(*tri)))
        if ent.pair_with_copies:  # {u,u,v}: rc >= rc(u,v) since the self-pair's rc is >= 0
            p, q = u[rc2 < delta], v[rc2 < delta]
            for x, z in ((p, q), (q, p)):
                sel = ent.count[x] >= 2
                groups.append((x[sel], x[sel], z[sel]))
    groups.append(lp.inside_triples())
    A, B, C = (np.concatenate(g) for g in zip(*groups))
    triple = C >= 0
    rc = lp.reduced(A, B, C) + bd.shift[A] + bd.shift[B] + np.where(triple, bd.shift[np.maximum(C, 0)], 0.0)
    ok = (rc < delta) | ~triple
    A, B, C = A[ok], B[ok], C[ok]
    if ent.pair_with_copies:  # zero-cost groups of copies, always
        s2, s3 = np.flatnonzero(ent.count >= 2), np.flatnonzero(ent.count >= 3)
        A, B, C = np.concatenate([A, s2, s3]), np.concatenate([B, s2, s3]), np.concatenate([C, np.full(len(s2), -1), s3])
    return Columns.priced(cost, A, B, C)


def support_columns(ent: Entities, cost: PairCost, bd: Bound) -> Columns:
    """The first restricted problem, a rounding of the LP: the columns of the LP's support and, in
    each connected component of the support where the solution is fractional, more groups
    inside the component: every allowed pair and triple (up to ROUND_ALL entities), else the
    triples along the support's paths u - v - w. The support's components are the components
    of this problem, so it is solved piece by piece (integer_program); where the LP is
    integral, its solution is that piece's optimum."""
    lp, N = bd.lp, bd.lp.N
    on = lp.x > 1e-9
    A, B, C = lp.A[on], lp.B[on], lp.C[on]
    comp = _components(A, B, C, N)
    x = lp.x[on]
    frac = np.zeros(N, dtype=bool)
    frac[comp[A[np.abs(x - np.rint(x)) > 1e-6]]] = True  # by component label
    groups = [(A, B, C)]
    members = np.argsort(comp, kind="stable")
    starts = np.searchsorted(comp[members], np.arange(N + 1))
    pa, pb = A[C < 0], B[C < 0]
    for lab in np.flatnonzero(frac):
        S = members[starts[lab]:starts[lab + 1]]
        if len(S) <= ROUND_ALL:
            groups.append(groups_within(ent, S))
            continue
        inside = np.isin(pa, S)  # pairs of the support in S; triples along its paths of length 2
        u, v = np.concatenate([pa[inside], pb[inside]]), np.concatenate([pb[inside], pa[inside]])
        order = np.argsort(u, kind="stable")
        u, v = u[order], v[order]
        for mid in np.unique(u):
            nb = np.unique(v[u == mid])
            i, j = np.triu_indices(len(nb), 1)
            groups.append((np.full(len(i), mid), nb[i], nb[j]))
    a, b, c = (np.concatenate(g_) for g_ in zip(*groups))
    ok = _allowed(ent, a, b, c)
    return Columns.priced(cost, a[ok], b[ok], c[ok])


def lp_columns(bd: Bound) -> Columns:
    """Every column the LP generated."""
    lp = bd.lp
    return Columns(lp.A, lp.B, lp.C, lp.cost.group(lp.A, lp.B, lp.C))


def repair(ent: Entities, cost: PairCost, bd: Bound, cols: Columns, counts: np.ndarray, *, time_limit, seed):
    """Improve a solution of the rounding (support_columns): each part whose integer optimum lost
    against the LP there is solved again with the parts around it, over every LP column, every
    pair and triple of reduced cost < 1 unit and the rounding's own groups among their entities;
    the other parts keep their groups. The region of a lossy part grows breadth first (parts one
    pool column apart), up to HOPS steps and REGION entities: unbounded, the regions of all of
    Adult's lossy parts joined into one problem over most of the table (k = 2: 121,000 columns,
    107-225 s), for a worse release than the bounded ones (19,211 against 19,206 in 52 s).
    Returns (columns, counts) of the combined partition, or None."""
    started = time.perf_counter()
    lp, N = bd.lp, bd.lp.N
    split = parts(ent, cols)
    part_of = np.full(N, -1, dtype=np.int64)
    size = np.zeros(len(split), dtype=np.int64)
    for i, idx in enumerate(split):
        mem = np.unique(cols.members(idx))
        part_of[mem], size[i] = i, len(mem)
    own = lp_columns(bd)
    on = lp.x > 1e-9
    share = np.bincount(part_of[own.a[on]], weights=lp.x[on] * own.cost[on], minlength=len(split))
    got = np.array([float(cols.cost[idx] @ counts[idx]) for idx in split])
    lossy = np.flatnonzero(got > share + 1e-6)
    if not len(lossy):
        return None
    pool = [own, cols]
    try:
        pool.append(candidates(ent, cost, bd, 1.0))
    except TooMany:
        pass
    pool = Columns.join(*pool)
    ends = np.stack([pool.a, pool.b, np.where(pool.c >= 0, pool.c, pool.b)])
    adj = _part_graph(part_of[ends], len(split))
    chosen = np.zeros(len(split), dtype=bool)
    for s in lossy:  # breadth first from each lossy part, within REGION entities
        region, frontier, total = {int(s)}, [int(s)], int(size[s])
        for _ in range(HOPS):
            grown = []
            for p in frontier:
                for q in adj.indices[adj.indptr[p]:adj.indptr[p + 1]].tolist():
                    if q not in region and total + size[q] <= REGION:
                        region.add(q)
                        grown.append(q)
                        total += int(size[q])
            frontier = grown
        chosen[list(region)] = True
    bad = (part_of >= 0) & chosen[np.maximum(part_of, 0)]
    keep = counts.copy()
    for i in np.flatnonzero(chosen):
        keep[split[i]] = 0
    inside = bad[ends].all(axis=0)
    more_cols = Columns.priced(cost, pool.a[inside], pool.b[inside], pool.c[inside])
    need = Entities(ent.qi, np.where(bad, ent.count, 0), ent.sa, ent.of_row)
    left = None if time_limit is None else max(0.01, time_limit - (time.perf_counter() - started))
    _, more = integer_program(need, more_cols, time_limit=left, seed=seed, cuts=bd.active_cuts)
    if more is None:
        return None
    return Columns.join(cols, more_cols), np.concatenate([keep, more])


def _part_graph(ends: np.ndarray, P: int):
    """Adjacency (CSR) of the P parts: two parts are adjacent when one column holds members of both
    (ends: the part of each column's three member slots, -1 for none)."""
    from scipy.sparse import coo_matrix

    a = np.concatenate([ends[0], ends[0], ends[1]])
    b = np.concatenate([ends[1], ends[2], ends[2]])
    ok = (a >= 0) & (b >= 0) & (a != b)
    g = coo_matrix((np.ones(int(ok.sum())), (a[ok], b[ok])), shape=(P, P)).tocsr()
    return (g + g.T).tocsr()


def _incidence(cols: Columns, N: int):
    """(entity, column, multiplicity) triples and each column's upper bound."""
    idx = np.arange(len(cols.a))
    ent = np.concatenate([cols.a, cols.b, cols.c])
    col = np.concatenate([idx, idx, idx])
    ok = ent >= 0
    ent, col = ent[ok], col[ok]
    key, mult = np.unique(col * N + ent, return_counts=True)
    return key % N, key // N, mult


def cover_program(ent: Entities, cols: Columns, *, integer: bool = True, cuts=()):
    """(Builder, column ids): choose how often to use each column of ``cols`` so that entity v is
    covered exactly count[v] times, at least cost; with the odd-set cuts ``cuts`` (entity sets
    of odd row count: valid for every cover, so the optimum stays, the LP relaxation rises)."""
    N = len(ent.count)
    e, c, mult = _incidence(cols, N)
    upper = np.full(len(cols.a), np.iinfo(np.int64).max)
    np.minimum.at(upper, c, ent.count[e] // mult)
    b = Builder()
    x = b.cols(cost=cols.cost.astype(float), lo=0.0, hi=upper.astype(float), integer=integer)
    rows = b.rows(lo=ent.count.astype(float), hi=ent.count.astype(float))
    b.entries(rows[e], x[c], mult.astype(float))
    cuts = [S for S in cuts if int(ent.count[S].sum()) % 2 == 1]
    if cuts:
        g, j = cut_matrix(incidence_of(cuts, N), cols.a, cols.b, cols.c).nonzero()
        rows = b.rows(lo=np.ones(len(cuts)), hi=np.full(len(cuts), np.inf))
        b.entries(rows[j], x[g], np.ones(len(g)))
    return b, x


def covers(ent: Entities, cols: Columns, counts: np.ndarray) -> bool:
    """Whether using column i counts[i] times covers entity v exactly count[v] times."""
    e, c, mult = _incidence(cols, len(ent.count))
    cover = np.bincount(e, weights=counts[c] * mult, minlength=len(ent.count))
    return bool(np.array_equal(cover.astype(np.int64), ent.count))


def parts(ent: Entities, cols: Columns) -> list[np.ndarray] | None:
    """Column indices of each connected component of the restricted problem (entities linked by
    sharing a column), largest last; None when some entity with rows is in no column at all."""
    N = len(ent.count)
    covered = np.zeros(N, dtype=bool)
    covered[cols.members(slice(None))] = True
    if (~covered & (ent.count > 0)).any():
        return None
    col_comp = _components(cols.a, cols.b, cols.c, N)[cols.a]
    order = np.argsort(col_comp, kind="stable")
    cuts = np.flatnonzero(np.diff(col_comp[order])) + 1
    out = np.split(order, cuts) if len(order) else []
    return sorted(out, key=len)


def _part_problem(ent: Entities, cols: Columns, idx: np.ndarray) -> tuple[Entities, Columns]:
    """The restricted problem of one component, its entities renumbered 0..n-1."""
    a, b, c = cols.a[idx], cols.b[idx], cols.c[idx]
    members = np.unique(cols.members(idx))
    sub = Entities(ent.qi[members], ent.count[members], None if ent.sa is None else ent.sa[members],
                   np.zeros(0, dtype=np.int64))
    a, b, c3 = (np.searchsorted(members, v) for v in (a, b, np.maximum(c, 0)))
    return sub, Columns(a, b, np.where(c >= 0, c3, -1), cols.cost[idx])


def integer_program(ent: Entities, cols: Columns, *, time_limit, seed, progress=None, cuts=()):
    """Solve the restricted problem exactly; returns (highs_runner.Outcome, column counts or None).

    One connected component at a time (a cover of the rows splits into covers of each component's
    rows, so the optima and the dual bounds add up): small ones in this process, the larger ones
    in a child process stopped at the deadline (highs_runner). Proved when every component is;
    infeasible when one is (or some entity is in no column). A component out of time without a
    bound contributes 0 to the dual bound (costs are >= 0). ``cuts``: odd-set cuts (entity sets)
    added as rows to the component that holds all of their entities (the LP's cuts of positive
    dual: the relaxation of every component then rises to its share of the LP bound).
    """
    from .highs_runner import Outcome, run, run_here

    started = time.perf_counter()
    options = {"output_flag": False, "random_seed": int(seed) % (2**31 - 1), "mip_rel_gap": 0.0,
               "mip_abs_gap": 0.999, "threads": 1, "presolve": "off"}  # presolve: see exact.py
    split = parts(ent, cols)
    if split is None:
        return Outcome("Infeasible", False, None, None, None, 0), None
    counts = np.zeros(len(cols.a), dtype=np.int64)
    solved, objective, dual, nodes, status, proved = True, 0.0, 0.0, 0, "Optimal", True
    cuts_of = _cuts_by_part(ent, cols, split, cuts)
    split, done = _integral_parts(ent, cols, split, cuts_of)
    for idx, got in done:  # the LP relaxation is integral there: that is the part's optimum
        counts[idx] = got
        objective += float(cols.cost[idx] @ got)
        dual += float(cols.cost[idx] @ got)
    for i, idx in enumerate(split):
        sub, sub_cols = _part_problem(ent, cols, idx)
        members = np.unique(cols.members(idx))
        b, x = cover_program(sub, sub_cols, cuts=[np.searchsorted(members, S) for S in cuts_of.get(_part_key(idx), [])])
        left = None if time_limit is None else max(0.01, started + time_limit - time.perf_counter())
        if len(idx) < SMALL_PART:
            out = run_here(b, x, time_limit=left, options=options)
        else:  # the others are known: report the whole problem's incumbent and bound
            out = run(b, x, time_limit=left, options=options,
                      on_progress=_offset(progress, objective if solved else None, dual) if i == len(split) - 1 else None)
        nodes += out.nodes
        if out.status == "Infeasible":
            return Outcome("Infeasible", False, None, None, None, nodes), None
        got = None if out.x is None else np.rint(out.x).astype(np.int64)
        if got is not None and covers(sub, sub_cols, got):
            counts[idx] = got
            objective += float(sub_cols.cost @ got)
        else:  # no solution (out of time), or not a cover (numerical trouble): never used
            solved, got = False, None
        # a proved component's optimum is its objective (whole units, abs gap < 1); else its bound, or 0
        dual += float(sub_cols.cost @ got) if out.proved and got is not None else (out.dual_bound or 0.0)
        if not out.proved:
            proved, status = False, out.status
    out = Outcome(status, proved and solved, dual, objective if solved else None, None, nodes)
    return out, (counts if solved else None)


def _part_key(idx: np.ndarray) -> int:
    return int(idx[0])  # a column belongs to one part


def _cuts_by_part(ent: Entities, cols: Columns, split: list[np.ndarray], cuts) -> dict[int, list[np.ndarray]]:
    """The cuts whose entities all lie in one part, by part (_part_key)."""
    if not len(cuts):
        return {}
    part_of = np.full(len(ent.count), -1, dtype=np.int64)
    for idx in split:
        part_of[cols.members(idx)] = _part_key(idx)
    out: dict[int, list[np.ndarray]] = {}
    for S in cuts:
        p = part_of[S]
        if p[0] >= 0 and (p == p[0]).all():
            out.setdefault(int(p[0]), []).append(S)
    return out


def _integral_parts(ent: Entities, cols: Columns, split: list[np.ndarray], cuts_of=None):
    """(the parts still to solve, (part, counts) of those solved by their LP relaxation).

    One LP over all the small parts together (it separates, so its optimum restricted to a part
    is that part's LP optimum): a part whose LP solution is integral and covers its entities
    has that solution as its integer optimum (whole-unit costs, and no cover is cheaper than the
    LP). Saves one HiGHS run per part, thousands on Adult."""
    from .highs_runner import run_here

    small = [idx for idx in split if len(idx) < SMALL_PART]
    if len(small) < 2:
        return split, []
    idx = np.concatenate(small)
    mine = np.zeros(len(ent.count), dtype=bool)  # the entities of the small parts: the others have no column here
    mine[cols.members(idx)] = True
    cuts_of = cuts_of or {}
    b, x = cover_program(Entities(ent.qi, np.where(mine, ent.count, 0), ent.sa, ent.of_row), cols.take(idx),
                         integer=False, cuts=[S for p in small for S in cuts_of.get(_part_key(p), [])])
    out = run_here(b, x, options={"presolve": "off"})
    if out.x is None or not out.proved:
        return split, []
    value = np.zeros(len(cols.a))
    value[idx] = out.x
    rest, done = [], []
    for part in split:
        got = np.rint(value[part]).astype(np.int64)
        whole = len(part) < SMALL_PART and bool(np.all(np.abs(value[part] - got) < 1e-6))
        if whole and covers(*_part_problem(ent, cols, part), got):
            done.append((part, got))
        else:
            rest.append(part)
    return rest, done


def _offset(progress, objective, dual):
    """Progress of the last component, reported for the whole restricted problem."""
    if not progress:
        return None

    def report(update):
        inc, bnd = update.get("incumbent"), update.get("bound")
        progress({"incumbent": None if inc is None or objective is None else inc + objective,
                  "bound": None if bnd is None else bnd + dual})
    return report


def labels_of(ent: Entities, cols: Columns, counts: np.ndarray) -> np.ndarray:
    """A group label per row: each chosen column takes that many copies of its members' rows."""
    order = np.argsort(ent.of_row, kind="stable")
    start = np.concatenate([[0], np.cumsum(ent.count)])
    fill = start[:-1].copy()
    labels = np.full(len(ent.of_row), -1, dtype=np.int64)
    g = 0
    for i in np.flatnonzero(counts > 0):
        members = [int(m) for m in (cols.a[i], cols.b[i], cols.c[i]) if m >= 0]
        for _ in range(int(counts[i])):
            for m_ in members:
                labels[order[fill[m_]]] = g
                fill[m_] += 1
            g += 1
    if (labels < 0).any():
        raise AssertionError("columns do not cover every row")
    return labels


# ---- the method -------------------------------------------------------------------------------

def solve(table, models, cost_model=None, *, time_limit=None, seed=0, progress=None) -> Result:
    from .exact import _cost_of, warm_start

    started = time.perf_counter()
    cost_model = cost_model or CostModel()
    kmin, diverse = scope(models)
    require_feasible(table, models)
    if kmin <= 1:  # k = 1: the table as it stands
        return make_result(table, table.row_vector, models, cost_model, lower_bound=0, status="optimal",
                           method=METHOD, started=started)
    deadline = None if time_limit is None else started + time_limit
    left = (lambda: None) if deadline is None else (lambda: max(0.01, deadline - time.perf_counter()))
    bound_cost = cost_model.bind(table)
    den = bound_cost.denominator
    ent = Entities.of(table, diverse)
    cost = PairCost(bound_cost, ent.qi)
    try:
        bd = lp_bound(ent, cost, deadline=deadline, progress=progress)
    except RuntimeError as exc:  # HiGHS failed on the LP: answer anyway, the warm start with the per-row bound
        labels = warm_start(table, models, cost_model)
        lower = per_row_bound(table, kmin, cost_model, deadline=deadline)
        return make_result(table, labels, models, cost_model, lower_bound=lower,
                           status="optimal" if lower == _cost_of(table, labels, cost_model) else "feasible",
                           method=METHOD, started=started, stats={"lp": str(exc), "solution_from": "warm start"})
    tol = 1e-6 * max(1.0, abs(bd.lb))
    # the per-row bound (once; within ROW_BOUND_SHARE of the time limit, many-column tables have
    # millions of generalizations to try: ``bounds``)
    row_bound = per_row_bound(table, kmin, cost_model,
                              deadline=None if deadline is None else started + ROW_BOUND_SHARE * time_limit)
    lower = max(Fraction(max(0, math.ceil(bd.lb - tol)), den), row_bound)
    stats = {"entities": len(ent.count), "lp_bound": bd.lb / den, "lp_rounds": bd.rounds, "lp_columns": bd.lp.columns,
             "cuts": bd.cuts}

    labels = warm_start(table, models, cost_model)
    best, status, solution_from = _cost_of(table, labels, cost_model), "feasible", "warm start"
    # first a rounding of the LP (an upper bound, often near the optimum); should it have no
    # solution, the LP's own columns; then the pruned problems
    cols, delta, step, first = support_columns(ent, cost, bd), None, -1, True
    while True:
        if progress:
            progress({"phase": "matching: integer program", "columns": len(cols.a), "bound": float(lower)})
        out, counts = integer_program(ent, cols, time_limit=left(), seed=seed, progress=_report(progress, den, started),
                                      cuts=bd.active_cuts)
        stats |= {"highs_status": out.status, "mip_nodes": out.nodes, "ip_columns": len(cols.a)}
        if first and counts is not None and (deadline is None or time.perf_counter() < deadline):
            # the rounding: its lossy parts once more, together
            fixed = repair(ent, cost, bd, cols, counts, time_limit=left(), seed=seed)
            if fixed is not None and covers(ent, *fixed) and int(fixed[0].cost @ fixed[1]) < int(cols.cost @ counts):
                cols, counts = fixed
                stats |= {"ip_columns": len(cols.a)}
        if counts is not None:
            cand = labels_of(ent, cols, counts)
            cand_cost = _cost_of(table, cand, cost_model)
            if cand_cost < best:
                labels, best, solution_from = cand, cand_cost, "integer program"
        if delta is not None:  # the pruned problem: its bound holds up to LB + delta
            capped = bd.lb + delta - tol
            if out.proved or out.status == "Infeasible":  # the pruned problem is solved (or has no solution)
                lower = max(lower, min(best, Fraction(max(0, math.ceil(capped)), den)))
            elif out.dual_bound is not None:
                restricted = out.dual_bound - 1e-6 * max(1.0, abs(out.dual_bound))
                lower = max(lower, Fraction(max(0, math.ceil(min(restricted, capped))), den))
            if not (out.proved or out.status == "Infeasible"):
                break  # out of time: a larger problem would not finish either
        if best <= lower or (deadline is not None and time.perf_counter() > deadline):
            break
        if first and counts is None:
            cols, first = lp_columns(bd), False
            continue
        first = False
        # a solution cheaper than LB + delta uses only columns of reduced cost < delta. Targets
        # T = C, C + 1, C + 3, C + 7, ... for C the least whole cost >= LB (delta = T - LB, a
        # hair above), up to the gap (the last one proves): each step raises the bound to T + 1
        # or finds the optimum. The first looks at the LP's optimal face only (reduced cost ~ 0):
        # where the LP bound is the optimum, a small problem proves it
        gap = float(best * den) - bd.lb + 2 * tol
        step += 1
        delta = min(gap, math.ceil(bd.lb - tol) + 2 ** step - 1 - bd.lb + 2 * tol)
        stats |= {"delta": delta / den}
        try:
            cols = candidates(ent, cost, bd, delta)
        except TooMany as exc:
            stats |= {"pruned_problem": f"not attempted: {exc}"}
            break
    if lower == best:
        status = "optimal"
    stats |= {"per_row_bound": shown(row_bound), "solution_from": solution_from}
    res = make_result(table, labels, models, cost_model, lower_bound=lower, status=status, method=METHOD,
                      started=started, stats=stats)
    if progress:
        progress({"phase": "matching: done", "incumbent": float(res.cost), "bound": float(res.lower_bound), "gap": res.gap})
    return res


def _report(progress, den, started):
    def report(update):
        if progress:
            inc, bnd = update.get("incumbent"), update.get("bound")
            progress({"phase": "matching: integer program", "elapsed": time.perf_counter() - started,
                      "incumbent": None if inc is None else inc / den, "bound": None if bnd is None else bnd / den})
    return report
