"""Exceptions raised by groundtrace.

Every error derives from :class:`GroundtraceError`, and also from the builtin
that fits, so ``except ValueError`` keeps working::

    GroundtraceError
    ├── InvalidInput (ValueError)          bad text, shape, option or value
    │   ├── InvalidText                    empty / non-string / too long text
    │   ├── InvalidEmbedding               a custom encoder returned bad output
    │   └── DataFormatError                a JSONL / CSV / TOML file is malformed
    ├── InvalidType (TypeError)            an argument of the wrong type
    ├── ConfigurationError (ValueError)    missing or inconsistent configuration
    │   └── PolicyExpressionError          a policy expression is unsafe or malformed
    ├── MissingDependency (ImportError)    an optional extra is not installed
    ├── ModelError (RuntimeError)          weights missing, corrupt, or inference failed
    ├── ServiceError (RuntimeError)        a remote embedding service failed
    └── StoreError (RuntimeError)          the audit store failed or rejected a write
"""

from __future__ import annotations

__all__ = [
    "CandidateSkippedWarning",
    "ConfigurationError",
    "DataFormatError",
    "DefaultThresholdWarning",
    "GenerationError",
    "GroundtraceError",
    "InvalidEmbedding",
    "InvalidInput",
    "InvalidText",
    "InvalidType",
    "MissingDependency",
    "ModelError",
    "PolicyExpressionError",
    "ServiceError",
    "StoreError",
]


class GroundtraceError(Exception):
    """Root of every error groundtrace raises on purpose."""


class InvalidInput(GroundtraceError, ValueError):
    """An input value breaks a documented rule."""


class InvalidText(InvalidInput):
    """A text argument is empty, whitespace only, not a string, or too long."""


class InvalidEmbedding(InvalidInput):
    """An encoder returned output of the wrong shape, type or with NaN/inf."""


class DataFormatError(InvalidInput):
    """A data file is malformed; the message names the file and line."""


class InvalidType(GroundtraceError, TypeError):
    """An argument has the wrong type."""


class ConfigurationError(GroundtraceError, ValueError):
    """Configuration is missing or inconsistent."""


class PolicyExpressionError(ConfigurationError):
    """A policy rule's enforcement expression was rejected when the rule loaded.

    The only error the expression compiler raises, whatever the input: the
    message names the rule, the construct that was refused and what is allowed.
    """


class MissingDependency(GroundtraceError, ImportError):
    """An optional dependency is not installed; the message says which extra."""

    def __init__(self, package: str, extra: str) -> None:
        super().__init__(
            f"{package} is not installed; install it with: pip install 'groundtrace[{extra}]'"
        )
        self.package = package
        self.extra = extra


class ModelError(GroundtraceError, RuntimeError):
    """Model weights are missing or corrupt, or inference failed."""


class ServiceError(GroundtraceError, RuntimeError):
    """A remote service (e.g. an embeddings API) failed or answered badly."""


class GenerationError(ServiceError):
    """The answer generator failed: a timeout, a transport error, or a reply with no text."""


class StoreError(GroundtraceError, RuntimeError):
    """The audit store is unreachable, locked for too long, or rejected a write."""


class DefaultThresholdWarning(UserWarning):
    """Thresholds tuned for a built-in encoder are applied to another encoder."""


class CandidateSkippedWarning(UserWarning):
    """A user-supplied generator (``llm_generate``) raised or returned unusable text.

    :func:`groundtrace.calibration.propose_labels` skips that candidate, keeps
    it (with the reason) in its audit record, and carries on.
    """
