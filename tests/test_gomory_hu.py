"""Gomory-Hu cut trees (Gusfield) and Padberg-Rao odd cuts against brute force over all vertex sets.

- Cut tree: for every pair s, t of a random small graph, the lightest edge on the tree path
  equals the minimum s-t cut; every tree edge's fundamental cut has exactly its weight.
- Odd cuts: every set returned has an odd number of odd vertices and a cut below the limit,
  and whenever some odd set has a cut below the limit, the minimum one is returned. Each set is
  the side of its cut with the fewer vertices (never the added vertex that evens the count),
  and a size cap keeps exactly the sets within it.
"""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from optanon.solvers.gomory_hu import cut_tree, odd_cuts


def cut_value(S, u, v, cap):
    inside = np.zeros(max(int(u.max(initial=0)), int(v.max(initial=0)), max(S, default=0)) + 1, dtype=bool)
    inside[list(S)] = True
    return int(cap[inside[u] != inside[v]].sum())


@st.composite
def graphs(draw, max_n=8):
    n = draw(st.integers(2, max_n))
    m = draw(st.integers(0, 3 * n))
    u = np.array(draw(st.lists(st.integers(0, n - 1), min_size=m, max_size=m)), dtype=np.int64)
    v = np.array(draw(st.lists(st.integers(0, n - 1), min_size=m, max_size=m)), dtype=np.int64)
    cap = np.array(draw(st.lists(st.integers(0, 9), min_size=m, max_size=m)), dtype=np.int64)
    return n, u, v, cap


def path_min(parent, weight, s, t):
    """The lightest edge on the tree path between s and t."""
    def up(x):
        path = [x]
        while path[-1] != 0:
            path.append(int(parent[path[-1]]))
        return path
    ps, pt = up(s), up(t)
    common = next(x for x in ps if x in pt)
    edges = ps[:ps.index(common)] + pt[:pt.index(common)]
    return min(int(weight[x]) for x in edges)


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_cut_tree_gives_every_minimum_cut(g):
    n, u, v, cap = g
    parent, weight = cut_tree(n, u, v, cap)
    subsets = [S for r in range(1, n) for S in itertools.combinations(range(n), r)]
    for s, t in itertools.combinations(range(n), 2):
        best = min(cut_value(S, u, v, cap) for S in subsets if s in S and t not in S)
        assert path_min(parent, weight, s, t) == best
    for i in range(1, n):  # the fundamental cut of each tree edge
        side, grow = {i}, True
        while grow:
            more = {x for x in range(n) if int(parent[x]) in side and x != 0} - side
            grow = bool(more)
            side |= more
        assert cut_value(side, u, v, cap) == weight[i]


@settings(max_examples=300, deadline=None)
@given(graphs(), st.data())
def test_odd_cuts_include_a_minimum_odd_cut_on_the_smaller_side_within_the_cap(g, data):
    n, u, v, cap = g
    odd = np.array(data.draw(st.lists(st.booleans(), min_size=n, max_size=n)))
    below = data.draw(st.integers(1, 20))
    found = odd_cuts(n, u, v, cap, odd, below, n)
    for S in found:
        assert len(S) and odd[S].sum() % 2 == 1
        assert cut_value(S.tolist(), u, v, cap) < below
        assert S.max() < n and len(np.unique(S)) == len(S)  # never the vertex added to even the count
        if odd.sum() % 2 == 0:  # no vertex added: the side with the fewer vertices
            assert len(S) <= n - len(S)
    values = [cut_value(S, u, v, cap) for r in range(1, n + 1) for S in itertools.combinations(range(n), r)
              if odd[list(S)].sum() % 2 == 1]
    if values and min(values) < below:
        assert min(cut_value(S.tolist(), u, v, cap) for S in found) == min(values)
    else:
        assert not found
    max_size = data.draw(st.integers(1, n))  # the cap keeps exactly the sets within it
    capped = odd_cuts(n, u, v, cap, odd, below, max_size)
    assert sorted(map(tuple, map(sorted, capped))) == sorted(tuple(sorted(S)) for S in found if len(S) <= max_size)
