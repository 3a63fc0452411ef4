"""Evaluation on labelled data: metrics, a method registry, runs and reports.

``groundtrace eval`` is a thin wrapper over :func:`evaluate_file`.
"""

from groundtrace.evaluation.metrics import (
    average_precision_score,
    balanced_accuracy_score,
    best_threshold,
    brier_score_loss,
    confusion_matrix,
    ece_sampling_floor,
    expected_calibration_error,
    f1_score,
    fpr_at_recall,
    roc_auc_score,
    roc_curve,
)
from groundtrace.evaluation.report import render_html
from groundtrace.evaluation.results import Confusion, GroupMetrics, MethodEvaluation
from groundtrace.evaluation.runner import (
    METHOD_PROVIDERS,
    MethodScores,
    ScoringMethod,
    available_methods,
    evaluate_file,
    evaluate_rows,
    get_method,
    register_method,
    select_rows,
)

__all__ = [
    "METHOD_PROVIDERS",
    "Confusion",
    "GroupMetrics",
    "MethodEvaluation",
    "MethodScores",
    "ScoringMethod",
    "available_methods",
    "average_precision_score",
    "balanced_accuracy_score",
    "best_threshold",
    "brier_score_loss",
    "confusion_matrix",
    "ece_sampling_floor",
    "evaluate_file",
    "evaluate_rows",
    "expected_calibration_error",
    "f1_score",
    "fpr_at_recall",
    "get_method",
    "register_method",
    "render_html",
    "roc_auc_score",
    "roc_curve",
    "select_rows",
]
