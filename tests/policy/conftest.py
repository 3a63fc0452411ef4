"""Fakes for the policy tests: a topic encoder, a policy built from the bundled example."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from groundtrace.policy import example_policy_path, load_policy

#: Topics the fake encoder knows. A text's vector counts its topic words, plus
#: a small constant component so no vector is zero. Cosine similarity is then
#: "how much the two texts share a topic", exactly and predictably.
TOPICS = {
    "refund": ("refund", "reimbursement", "money", "fee", "charge", "reembolso"),
    "weather": ("weather", "sunny", "rain", "forecast"),
    "discount": ("discount", "promotion", "rate", "pricing", "cheaper"),
    "dispute": ("dispute", "recognise", "transaction", "fraud"),
    "anger": ("angry", "upset", "complaining", "terrible", "furious"),
    "card": ("card", "pin", "limit", "blocked"),
}


class TopicEncoder:
    name = "topic-fake"
    dim = len(TOPICS) + 1

    def __init__(self) -> None:
        self.calls: list[tuple[list[str], str]] = []

    def encode(self, texts, *, role="passage"):
        self.calls.append((list(texts), role))
        rows = []
        for text in texts:
            words = re.findall(r"\w+", text.lower())
            vec = [sum(w.startswith(k) for w in words for k in keys) for keys in TOPICS.values()]
            vec.append(0.05)
            v = np.asarray(vec, dtype=np.float64)
            rows.append(v / np.linalg.norm(v))
        return np.asarray(rows, dtype=np.float32)


@pytest.fixture
def topic_encoder() -> TopicEncoder:
    return TopicEncoder()


@pytest.fixture
def banking_policy():
    return load_policy(example_policy_path())


@pytest.fixture
def banking_path() -> Path:
    return example_policy_path()
