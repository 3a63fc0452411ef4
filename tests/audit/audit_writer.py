"""A writer process for the crash and concurrency tests.

Usage: python audit_writer.py STORE_URL COUNT TAG
Appends COUNT records (forever when COUNT is 0) and prints ``seq id`` for
each one after its append has returned, i.e. after it was committed. The
signing key comes from $GROUNDTRACE_SIGNING_KEY.
"""

from __future__ import annotations

import sys

from groundtrace.audit import AuditLog, load_signer


def main() -> None:
    url, count, tag = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    log = AuditLog(url, load_signer())
    i = 0
    while count == 0 or i < count:
        rec = log.record(
            "triage",
            {"question": f"q {tag} {i}", "response": f"answer {tag} {i}", "context": "ctx"},
            {"decision": "REVIEW", "probability": 0.5, "reasons": [], "provenance": {}},
            tenant=tag,
        )
        print(rec.seq, rec.id, flush=True)
        i += 1
    log.close()


if __name__ == "__main__":
    main()
