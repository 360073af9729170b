"""HiGHS 1.14-1.15.1 presolve claimed optimum 2 on this instance where 0 is feasible.

tests/data/highs_presolve_regression.mps is the pattern MILP of the table below
(written by optanon); with presolve on, HiGHS 1.14.0 and 1.15.1 report
"Optimal, objective 2", with presolve off (and in 1.12-1.13) the optimum 0.
The exact solver must find 0 and call it optimal.
"""

import pandas as pd

from optanon import Hierarchy, KAnonymity, TCloseness, Table
from optanon.core.cost import CostModel
from optanon.solvers import exact, exact_dp


def test_exact_milp_not_fooled_by_presolve():
    df = pd.DataFrame({"q0": ["x0", "x1", "x0", "x1", "x1"], "q1": ["x0", "x1", "x0", "x0", "x2"], "s": list("accdc")})
    t = Table.encode(df, ["q0", "q1"], ["s"])
    cost = CostModel({"q0": Hierarchy.from_rows([["x0"], ["x1"], ["x2"]]),
                      "q1": Hierarchy.from_rows([["x0"], ["x1"], ["x2"]], costs=[0])})
    models = [KAnonymity(2), TCloseness("0.5")]
    dp = exact_dp.solve(t, models, cost)
    res = exact.solve(t, models, cost)
    assert dp.cost == 0
    assert res.cost == 0 and res.status == "optimal" and res.lower_bound == 0


def test_regression_model_file_solves_to_zero_without_presolve():
    from pathlib import Path

    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.readModel(str(Path(__file__).parent / "data" / "highs_presolve_regression.mps"))
    h.setOptionValue("presolve", "off")
    h.run()
    assert h.getInfo().objective_function_value == 0
