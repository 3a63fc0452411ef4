"""Verdicts stay the same bits: the bundled demo and the fixture rows against a stored digest.

A restructure must not change a single verdict. This test triages the
bundled banking answers (with the customer-support pack, as `groundtrace
demo` does) and the rows of tests/fixtures/eval_small.jsonl with the real
models and compares each verdict's sha256 with tests/fixtures/verdicts_golden.json.
When a change is *meant* to move verdicts (a new verifier, a new
calibration), regenerate the file and say so in the commit:

    python tests/test_verdicts_golden.py --write
"""

from __future__ import annotations

import hashlib
import json
import sys
from importlib import resources
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"
GOLDEN = FIXTURES / "verdicts_golden.json"


def verdict_digest(verdict: dict) -> str:
    """sha256 of the verdict's canonical JSON, without the package version."""
    body = json.loads(json.dumps(verdict))
    body.get("provenance", {}).pop("groundtrace_version", None)
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def current_verdicts() -> dict[str, dict[str, object]]:
    from groundtrace.datasets import iter_jsonl
    from groundtrace.rules import customer_support_rules
    from groundtrace.triage import triage_batch
    from groundtrace.types import as_item

    demo = Path(str(resources.files("groundtrace") / "examples" / "banking_demo.jsonl"))
    out: dict[str, dict[str, object]] = {}
    for path, rules in ((demo, customer_support_rules(rag=True, domain="finance")),
                        (FIXTURES / "eval_small.jsonl", None)):
        rows = [obj for _, obj in iter_jsonl(path)]
        verdicts = triage_batch([as_item(r) for r in rows], rules=rules)
        for row, v in zip(rows, verdicts, strict=True):
            d = v.to_dict()
            out[f"{path.name}:{row['id']}"] = {"decision": d["decision"],
                                               "probability": d["probability"],
                                               "sha256": verdict_digest(d)}
    return out


@pytest.mark.models
def test_verdicts_match_the_stored_digests():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    now = current_verdicts()
    assert set(now) == set(golden)
    changed = [k for k in golden if now[k] != golden[k]]
    assert not changed, f"verdicts changed for {changed[:5]} (see this module's docstring)"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_verdicts_golden.py --write")
    GOLDEN.write_text(json.dumps(current_verdicts(), indent=1, sort_keys=True) + "\n",
                      encoding="utf-8")
    print(f"wrote {GOLDEN}")
