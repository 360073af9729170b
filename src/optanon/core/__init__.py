"""Core model: encoded tables, privacy models, ground metrics, costs, partitions.

The core knows nothing of solvers and trusts its inputs: validation happens once,
at the boundary (``optanon.io`` and ``optanon.api``).
"""
