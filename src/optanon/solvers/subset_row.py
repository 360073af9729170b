"""Subset-row cuts of three rows, projected onto the pattern MILP (``exact``'s cut loop).

Paper: Jepsen, Petersen, Spoorendonk and Pisinger, "Subset-row inequalities applied to the
vehicle-routing problem with time windows", Operations Research 56 (2008): for any three rows
a, b, c of a set-partitioning problem, at most one column holds two of them, so
sum_G floor(|G & {a, b, c}| / 2) y_G <= 1 (a rank-1 Chvatal-Gomory cut, multipliers 1/2). In
optanon's configuration form (a column per group) that is the cut ``benchmarks/subset_row_cuts.py``
measures; its floor is of a whole group, so it is not linear in the pattern MILP's x[p, u].
What this module adds is its projection onto the pattern MILP, linear in x and open.

The cut. Let a, b, c be rows that are alone in their row types (c_u = 1, so x[p, u] in {0, 1}
says whether that row sits under pattern p), and pick for each pattern p a set T_p of two or
three of them. Then

    sum_{p : |T_p| = 2} 2 (sum_{u in T_p} x[p, u] - open[p])
  + sum_{p : |T_p| = 3}   (sum_{u in T_p} x[p, u] - open[p])   <=   2.

Why it holds for every solution of the MILP (each open pattern holds one group; each row is
released at most once, under one pattern; x[p, u] <= open[p]): let A_p be how many of {a, b, c}
p holds. A term with |T_p| = 2 is 2 (j - open[p]) with j <= min(2, A_p) of T_p held: j = 2
gives 2 and A_p >= 2; j = 1 gives 0 (p is open); j = 0 gives at most 0. A term with |T_p| = 3
is j - open[p], j = A_p: 2 if A_p = 3, at most 1 if A_p = 2, at most 0 otherwise. So every term
is at most 2 floor(A_p / 2), and the A_p sum to at most 3: one pattern at most has A_p >= 2,
and floor(3 / 2) = 1. Nothing else is used (no group size, no model), so the cut holds in every
restriction of the MILP (fewer pairs: drop the missing x; a term left with fewer than two x is
at most 0 and is dropped, a three-row term left with two becomes a two-row one), in every part of
``components``, and under every privacy model. It is a relaxation of the configuration cut (a
pattern's term takes the most favourable split of its share of groups), which is why the MILP's
LP can break it: groups {a, b, .}, {b, c, .}, {a, c, .} under three patterns, each open 1/2.

Separation (``separate``): on the LP's solution, per pattern the pairs of single rows whose
two-row term is positive (x_a + x_b > open[p]); the row triples these pairs make triangles of,
kept when their pair terms sum above 2; each triple's left side with, per pattern, the best of
its three two-row terms and its three-row term; the most violated first, each row in at most
MAX_PER_ROW cuts of one round. Running time: per pattern O(h^2) in the h single rows it holds
(at most HELD_CAP, the largest shares), then linear in the candidate triples.

Measured (the LP of ``exact``'s cut loop, with and without these cuts, k-anonymity, Adult's first
rows, ``benchmarks/subset_row_cuts.py --projected``): 100 rows, 9 QIs, k = 5 393.16 -> 393.83
(optimum 399; the configuration cut 396.29); 300 rows 957.97 -> 959.93 (optimum 965-968); 500 rows
1421.37 -> 1423.54 (optimum 1430-1433); 2,000 rows, 6 QIs, k = 5 1969.37 -> 1970.67 (optimum 1974),
k = 10 2657.24 -> 2659.33 (2664). The exact method does not use them (``exact.SUBSET_ROW_CUTS`` off):
they made its proofs slower (docs/exact-method.md, stop 75).
"""

from __future__ import annotations

from collections import defaultdict

import numpy as np

EPS = 1e-7
HELD_CAP = 400  # single rows looked at per pattern (the largest x), for the O(h^2) pair scan
MAX_PER_ROW = 3  # cuts of one round a row may be in
MOST = 400  # cuts per round


class Cut:
    """One cut: per pattern, the pairs (indices into the MILP's pairs) of its rows T_p."""

    __slots__ = ("terms",)

    def __init__(self, terms):
        self.terms = terms  # [(pattern, np.ndarray of pair indices)], 2 or 3 pairs each

    def entries(self, milp):
        """(columns, coefficients) of the row ``... <= 2`` in ``milp``'s numbering."""
        cols, vals = [], []
        for p, pairs in self.terms:
            w = 2.0 if len(pairs) == 2 else 1.0
            cols.extend(int(c) for c in milp.x[pairs])
            vals.extend([w] * len(pairs))
            cols.append(int(milp.open[p]))
            vals.append(-w)
        return np.asarray(cols, dtype=np.int32), np.asarray(vals, dtype=float)

    def restricted(self, pair_map, pattern_map):
        """The cut over a restricted MILP: ``pair_map`` / ``pattern_map`` give each pair / pattern its
        index there (-1: gone). None when fewer than two terms are left (then it cannot bind)."""
        terms = []
        for p, pairs in self.terms:
            q = int(pattern_map[p])
            if q < 0:
                continue
            kept = pair_map[pairs]
            kept = kept[kept >= 0]
            if len(kept) >= 2:
                terms.append((q, kept))
        return Cut(terms) if len(terms) >= 2 else None


def separate(milp, col, seen, most=MOST) -> list:
    """Violated cuts of the LP solution ``col`` (every column of ``milp``), most violated first; a
    triple in ``seen`` (a set of sorted row-type triples, updated) is not separated twice."""
    x = col[milp.x]
    opened = col[milp.open]
    single = milp.type_count[milp.pair_type] == 1
    pos = np.flatnonzero(single & (x > EPS))
    if len(pos) < 3:
        return []
    pp = milp.pair_pattern[pos]
    order = np.argsort(pp, kind="stable")
    pos, pp = pos[order], pp[order]
    bounds = np.flatnonzero(np.diff(pp)) + 1
    held = defaultdict(dict)  # row type -> {pattern: pair index}
    W = defaultdict(float)  # (a, b) -> sum over patterns of the positive two-row terms
    for block in np.split(np.arange(len(pos)), bounds):
        if len(block) < 2:
            continue
        pairs = pos[block]
        p = int(pp[block[0]])
        if len(pairs) > HELD_CAP:
            pairs = pairs[np.argsort(-x[pairs], kind="stable")[:HELD_CAP]]
        for i in pairs.tolist():
            held[int(milp.pair_type[i])][p] = i
        v = x[pairs]
        i, j = np.triu_indices(len(pairs), 1)
        w = 2.0 * (v[i] + v[j] - opened[p])
        good = w > EPS
        ta, tb = milp.pair_type[pairs[i[good]]], milp.pair_type[pairs[j[good]]]
        for a, b, val in zip(np.minimum(ta, tb).tolist(), np.maximum(ta, tb).tolist(), w[good].tolist()):
            W[a, b] += val
    adj = defaultdict(set)
    for a, b in W:
        adj[a].add(b)
        adj[b].add(a)
    found, tried = [], set()
    for (a, b), wab in sorted(W.items()):
        for c in sorted(adj[a] | adj[b]):
            S = tuple(sorted((a, b, c)))
            if c == a or c == b or S in seen or S in tried:
                continue
            tried.add(S)
            if wab + W.get((min(a, c), max(a, c)), 0.0) + W.get((min(b, c), max(b, c)), 0.0) <= 2 + 1e-6:
                continue
            lhs, terms = _left_side(S, held, x, opened)
            if lhs > 2 + 1e-6:
                found.append((lhs, S, terms))
    found.sort(key=lambda f: (-f[0], f[1]))
    chosen, uses = [], defaultdict(int)
    for lhs, S, terms in found:
        if any(uses[u] >= MAX_PER_ROW for u in S):
            continue
        for u in S:
            uses[u] += 1
        seen.add(S)
        chosen.append(Cut(terms))
        if len(chosen) >= most:
            break
    return chosen


def _left_side(S, held, x, opened):
    """The cut's left side over the patterns holding two of S or more, each at its best term."""
    patterns = set()
    for u in S:
        patterns.update(held[u])
    lhs, terms = 0.0, []
    for p in sorted(patterns):
        mine = [held[u][p] for u in S if p in held[u]]
        if len(mine) < 2:
            continue
        best, pick = 0.0, None
        if len(mine) == 3:
            best, pick = x[mine].sum() - opened[p], mine
        for i in range(len(mine)):
            for j in range(i + 1, len(mine)):
                val = 2.0 * (x[mine[i]] + x[mine[j]] - opened[p])
                if val > best:
                    best, pick = val, [mine[i], mine[j]]
        if pick is not None and best > EPS:
            lhs += best
            terms.append((p, np.asarray(pick, dtype=np.int64)))
    return lhs, terms
