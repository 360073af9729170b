"""Gomory-Hu cut trees and the Padberg-Rao separation of odd-set cuts.

Papers. Gomory-Hu 1961 (every undirected graph has a cut tree: n - 1 weighted edges such that
for every pair s, t the lightest edge on the tree path is a minimum s-t cut, and removing it
splits the vertices into the two sides of that cut); Gusfield 1990, "Very simple methods for
all pairs network flow analysis" (the tree from n - 1 maximum flows on the original graph, no
contractions); Padberg-Rao 1982, "Odd minimum cut-sets and b-matchings" (for a set T of
vertices, a minimum cut among the cuts delta(S) with |S & T| odd is a fundamental cut of the
cut tree: the lightest tree edge whose side holds an odd number of T-vertices).

Guarantee: ``cut_tree`` returns a Gomory-Hu cut tree of the graph with integer capacities
(checked against brute force in the tests); ``odd_cuts`` returns every fundamental cut of it
with an odd number of T-vertices and a value below ``below``, which by Padberg-Rao includes a
minimum T-odd cut whenever one lies below. Running time: n - 1 maximum flows (scipy's Dinic,
O(V^2 E) each) and a breadth-first search of the residual graph after each.
"""

from __future__ import annotations

import numpy as np


def cut_tree(n: int, u: np.ndarray, v: np.ndarray, cap: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Gusfield's algorithm on the undirected graph of n vertices with edges (u, v) of integer
    capacity cap (parallel edges add up). Returns (parent, weight): vertex i > 0 hangs below
    parent[i] by an edge of weight weight[i]; vertex 0 is the root (parent[0] = 0, weight 0)."""
    from scipy.sparse import csr_array
    from scipy.sparse.csgraph import breadth_first_order, maximum_flow

    parent = np.zeros(n, dtype=np.int64)
    weight = np.zeros(n, dtype=np.int64)
    if n <= 1:
        return parent, weight
    keep = u != v
    u, v, cap = u[keep], v[keep], cap[keep].astype(np.int64)
    graph = csr_array((np.concatenate([cap, cap]).astype(np.int32), (np.concatenate([u, v]), np.concatenate([v, u]))),
                      shape=(n, n))
    graph.sum_duplicates()
    for s in range(1, n):
        t = int(parent[s])
        res = maximum_flow(graph, s, t)
        residual = (graph - res.flow).tocsr()
        residual.data[residual.data < 0] = 0  # the flow matrix holds reverse entries too
        residual.eliminate_zeros()
        side = np.zeros(n, dtype=bool)
        side[breadth_first_order(residual, s, directed=True, return_predecessors=False)] = True
        weight[s] = res.flow_value
        move = side & (parent == t)
        move[s] = False
        parent[move] = s
        if side[parent[t]]:
            parent[s], parent[t] = parent[t], s
            weight[s], weight[t] = weight[t], res.flow_value
    return parent, weight


def odd_cuts(n: int, u: np.ndarray, v: np.ndarray, cap: np.ndarray, odd: np.ndarray, below: int,
             max_size: int) -> list[np.ndarray]:
    """Vertex sets S with an odd number of ``odd`` vertices whose cut value (sum of cap over
    the edges leaving S) may be < below: the fundamental cuts of the cut tree (Padberg-Rao).
    Each is given by its side with the fewer vertices, and only when that side has at most
    max_size. When the number of odd vertices is odd, one isolated odd vertex z (the rest of the
    world) makes it even, and the side without z is the one given."""
    z = int(odd.sum()) % 2 == 1
    if z:
        odd = np.append(odd, True)
        n += 1
    parent, weight = cut_tree(n, u, v, cap)
    children: list[list[int]] = [[] for _ in range(n)]
    for i in range(1, n):
        children[int(parent[i])].append(i)
    order, stack = [], [0]
    while stack:  # preorder from the root
        x = stack.pop()
        order.append(x)
        stack.extend(children[x])
    size = np.ones(n, dtype=np.int64)
    count = odd.astype(np.int64)
    has_z = np.zeros(n, dtype=bool)
    if z:
        has_z[n - 1] = True
    for x in reversed(order[1:]):  # subtree sizes, odd counts and whether z lies below, from the leaves up
        size[parent[x]] += size[x]
        count[parent[x]] += count[x]
        has_z[parent[x]] |= has_z[x]
    out = []
    for i in range(1, n):
        if weight[i] >= below or count[i] % 2 == 0:
            continue
        below_side = not has_z[i] if z else size[i] <= n - size[i]
        if (size[i] if below_side else n - size[i]) > max_size:  # the other side: z lies below i
            continue
        sub, stack = [], [i]
        while stack:
            x = stack.pop()
            sub.append(x)
            stack.extend(children[x])
        S = np.array(sub, dtype=np.int64)
        if not below_side:  # the other side, which never holds z (z lies below i)
            mask = np.ones(n, dtype=bool)
            mask[S] = False
            S = np.flatnonzero(mask)
        out.append(S)
    return out
