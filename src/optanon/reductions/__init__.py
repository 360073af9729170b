"""The hardness reductions of the papers as instance generators with known optima.

Every NP-hardness proof in ``papers/`` builds a table from a combinatorial instance.
Each module here builds one, with a planted solution, and returns an ``Instance``:
the table (text cells), the privacy model that poses it (``optanon anonymize`` or
``optanon qid`` flags), the optimum under optanon's cost and why it is the optimum
(``optimum_exact`` says whether it is the exact optimum or only the paper's decision
threshold; every family here plants a solution that meets the proof's lower bound, so
all are exact). They are the test oracles and benchmark families of the solvers, and
the ``optanon generate`` command.

| family | module | paper |
|---|---|---|
| 3dm-3anon | three_dm_anon | Meyerson-Williams 2004 |
| bisection-anon | bisection_anon | Liang-Yuan Thm 3, Thm 4 |
| halfclique-anon | halfclique_anon | Liang-Yuan Thm 5 |
| kanon-tclose | kanon_tclose | Liang-Yuan Lemma 1 |
| 3dm-tclose | three_dm_tclose | Liang-Yuan Thm 6, Thm 7 |
| setcover-qid | setcover_qid | Yuan §4.1 |
| max3dm-3anon | max3dm_anon | Blocki-Williams Thm 1.2 |
| triangles-2div | triangles_2div | Blocki-Williams Thm 1.6 |
| triangles-3div | triangles_3div | Blocki-Williams Thm 1.7 |

Every generator is deterministic in (size, seed, parameters): NumPy's PCG64 seeded
with ``seed``.
"""

from __future__ import annotations

from ..errors import ParameterError
from . import (
    bisection_anon,
    halfclique_anon,
    kanon_tclose,
    max3dm_anon,
    setcover_qid,
    three_dm_anon,
    three_dm_tclose,
    triangles_2div,
    triangles_3div,
)
from ._common import Instance, whole

MODULES = (three_dm_anon, bisection_anon, halfclique_anon, kanon_tclose, three_dm_tclose, setcover_qid,
           max3dm_anon, triangles_2div, triangles_3div)
FAMILIES = {mod.NAME: mod for mod in MODULES}


def names() -> list[str]:
    return list(FAMILIES)


def describe() -> list[dict]:
    """One entry per family: name, summary, what --size counts, its default and parameters."""
    return [{"name": mod.NAME, "summary": mod.SUMMARY, "size": mod.SIZE, "default_size": mod.DEFAULT_SIZE,
             "min_size": mod.MIN_SIZE, "params": dict(mod.PARAMS)} for mod in MODULES]


def generate(name: str, size=None, seed=0, **params) -> Instance:
    """The instance of family ``name`` of the given size, deterministic in ``seed``.

    ``params``: family parameters (``c`` for bisection-anon and halfclique-anon, ``t``
    for 3dm-tclose); a parameter given as None takes its default.
    """
    mod = FAMILIES.get(name)
    if mod is None:
        raise ParameterError(f"unknown family '{name}'; the families are: {', '.join(FAMILIES)}")
    params = {key: val for key, val in params.items() if val is not None}
    unknown = sorted(set(params) - set(mod.PARAMS))
    if unknown:
        takes = ", ".join(f"-{p}" for p in mod.PARAMS) or "no parameter"
        raise ParameterError(f"{name} does not take -{unknown[0]}; it takes {takes}")
    seed = whole(seed, "the seed", 0)
    return mod.generate(size=size, seed=seed, **params)


__all__ = ["FAMILIES", "Instance", "describe", "generate", "names"]
