"""The result contract: a partition becomes a release only through verification."""

import time
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest

from optanon import Hierarchy, KAnonymity, LDiversity, Table
from optanon.core.cost import CostModel
from optanon.core.partition import build_release, make_result
from optanon.errors import HierarchyError, VerificationError


@pytest.fixture
def table(example):
    return Table.encode(pd.read_csv(example, dtype=str), ["zipcode", "age", "sex", "education"], ["disease"])


def halves():
    return np.array([0] * 5 + [1] * 5)


def test_release_suppresses_disagreeing_columns(table, example):
    rel = build_release(table, halves(), [KAnonymity(5)])
    df = pd.read_csv(example, dtype=str)
    # first five rows: sexes F,F,M,M,F and educations B,B,M,B,D disagree; all four columns starred
    assert (rel.data.loc[:4, ["zipcode", "age", "sex", "education"]] == "*").all().all()
    assert rel.cost == 40 and rel.suppressed_cells == 40
    assert rel.data["disease"].tolist() == df["disease"].tolist()
    assert rel.classes == 1 and rel.smallest_class == 10  # both halves released alike: one class


def test_release_keeps_agreeing_values():
    df = pd.DataFrame({"a": ["x", "x", "y", "y"], "b": ["1", "2", "1", "2"], "s": list("pqpq")})
    t = Table.encode(df, ["a", "b"], ["s"])
    rel = build_release(t, [0, 0, 1, 1], [KAnonymity(2), LDiversity(2)])
    assert rel.data["a"].tolist() == ["x", "x", "y", "y"]
    assert rel.data["b"].tolist() == ["*"] * 4
    assert rel.cost == 4 and rel.classes == 2


def test_release_rows_keep_input_order_and_index_is_ignored():
    df = pd.DataFrame({"a": ["x", "y", "x", "y"], "s": list("pqpq")}, index=[9, 3, 7, 1])
    t = Table.encode(df, ["a"], ["s"])
    rel = build_release(t, [0, 1, 0, 1], [KAnonymity(2)])
    assert rel.data["a"].tolist() == ["x", "y", "x", "y"] and rel.cost == 0


def test_failing_partition_raises(table):
    with pytest.raises(VerificationError, match="3-anonymity"):
        build_release(table, np.arange(10) // 2, [KAnonymity(3)])
    # the message counts the failing classes and their rows, not the ones that hold
    with pytest.raises(VerificationError, match=r"fails on 2 released group\(s\) \(2 rows\)"):
        build_release(table, [0] * 8 + [1, 2], [KAnonymity(3)])
    with pytest.raises(VerificationError):
        build_release(table, np.zeros(9), [KAnonymity(1)])


def test_merged_release_classes_are_what_is_verified():
    # two solver groups of one row each violate 2-anonymity, but if both are released
    # fully suppressed they form one class of 2 rows, which is what an attacker sees
    df = pd.DataFrame({"a": ["x", "y", "z", "z"], "b": ["1", "2", "3", "3"]})
    t = Table.encode(df, ["a", "b"])
    with pytest.raises(VerificationError):
        build_release(t, [0, 1, 2, 2], [KAnonymity(2)])  # x,1 and y,2 stay as they are
    rel = build_release(t, [0, 0, 1, 1], [KAnonymity(2)])
    assert rel.cost == 4 and rel.classes == 2


def test_hierarchy_release_and_exact_cost():
    df = pd.DataFrame({"edu": ["Bachelors", "Masters", "Bachelors", "Masters"], "age": ["30", "31", "30", "31"]})
    h = Hierarchy.from_rows([["Bachelors", "Undergrad", "Higher"], ["Masters", "Grad", "Higher"], ["9th", "School", "Secondary"]])
    t = Table.encode(df, ["edu", "age"])
    rel = build_release(t, [0, 0, 1, 1], [KAnonymity(2)], CostModel({"edu": h}))
    # edu: lca of Bachelors and Masters is 'Higher' at level 2 of 3 (implicit '*' root): cost 2/3 per cell
    assert rel.data["edu"].tolist() == ["Higher"] * 4
    assert rel.data["age"].tolist() == ["*"] * 4
    assert rel.cost == Fraction(4 * 2, 3) + 4 and rel.suppressed_cells == 4


def test_hierarchy_custom_costs_must_not_decrease():
    rows = [["a", "A", "*"], ["b", "A", "*"]]
    assert Hierarchy.from_rows(rows, costs=[0.5, 1]).costs[1] == Fraction(1, 2)
    with pytest.raises(HierarchyError, match="non-decreasing"):
        Hierarchy.from_rows(rows, costs=[1, 0.5])
    with pytest.raises(HierarchyError, match="2 levels"):
        Hierarchy.from_rows(rows, costs=[1])


def test_binding_a_hierarchy_that_lacks_a_value_is_refused():
    # the api refuses it first, naming rows; the cost model refuses it too, should a caller skip the api
    df = pd.DataFrame({"a": ["1", "2", "3"], "s": list("pqr")})
    t = Table.encode(df, ["a"], ["s"])
    h = Hierarchy.from_rows([["1", "1-2", "*"], ["2", "1-2", "*"]])
    with pytest.raises(HierarchyError, match="lacks values"):
        CostModel({"a": h}).bind(t)


def test_hierarchy_from_arx_file_matches_numbers(tmp_path):
    p = tmp_path / "age.csv"
    p.write_text("39;35-39;30-39;*\n40;40-44;40-49;*\n")
    h = Hierarchy.from_csv(p)
    assert h.height == 3 and h.costs == (0, Fraction(1, 3), Fraction(2, 3), 1)
    assert list(h.leaf_indices(np.array([39, 40.0, "39", "41"], dtype=object))) == [0, 1, 0, -1]


def test_make_result_checks_the_bound(table):
    started = time.perf_counter()
    res = make_result(table, halves(), [KAnonymity(5)], CostModel(), lower_bound=30, status="feasible", method="test", started=started)
    assert res.cost == 40 and res.gap == pytest.approx(0.25)
    assert 0 <= res.seconds <= time.perf_counter() - started  # the time since ``started``, not a sum
    with pytest.raises(VerificationError, match="exceeds"):
        make_result(table, halves(), [KAnonymity(5)], CostModel(), lower_bound=41, status="feasible", method="t", started=started)
    with pytest.raises(VerificationError, match="optimal"):
        make_result(table, halves(), [KAnonymity(5)], CostModel(), lower_bound=30, status="optimal", method="t", started=started)
    res = make_result(table, halves(), [KAnonymity(5)], CostModel(), lower_bound=40, status="optimal", method="t", started=started)
    assert res.gap == 0


def test_release_is_deterministic_under_label_names(table):
    a = build_release(table, halves(), [KAnonymity(5)])
    b = build_release(table, 7 - 3 * halves(), [KAnonymity(5)])
    assert a.data.equals(b.data) and np.array_equal(a.labels, b.labels)


def test_classes_are_what_the_release_shows():
    # a value that already reads '*' is indistinguishable from suppressed cells
    df = pd.DataFrame({"q": ["*", "a", "b"], "s": list("xyz")})
    t = Table.encode(df, ["q"], ["s"])
    rel = build_release(t, [0, 1, 1], [KAnonymity(3)])
    assert rel.data["q"].tolist() == ["*"] * 3 and rel.classes == 1 and rel.cost == 2


def test_hierarchy_can_hold_the_missing_value():
    h = Hierarchy.from_rows([[""], ["a"]])
    assert h.leaves == ("", "a") and h.height == 1
    df = pd.DataFrame({"q": [None, "a"]})
    assert list(h.leaf_indices(Table.encode(df, ["q"]).values[0])) == [1, 0]


def test_ordered_metric_treats_nan_text_as_text():
    from optanon.core.metrics import OrderedMetric

    rank = OrderedMetric().bind(np.array(["2", "nan", "1"], dtype=object), "s").rank
    assert list(rank) == [1, 2, 0]  # text order: '1' < '2' < 'nan'
