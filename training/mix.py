"""Build the mixed training set of the verifier (pure Python, deterministic).

    python training/mix.py --out training/work/mix.jsonl

Reads ``shared/nli/*/train.jsonl`` and the "fit" rows of
``shared/data/dev/*.jsonl`` (``groundtrace.datasets.partition``), adds
FactCC-style negatives, shuffles with a fixed seed and writes JSONL plus a
``.recipe.json`` with the sha256 of every input file and of the output.

``--exclude-calibration FILE`` leaves out the rows a triage calibration was
fitted on (its ``provenance.row_ids``) and every fit row that shares a source
with one of them, so that a verifier trained on the mix never saw the answers
or the sources its calibration is fitted on (the bundled calibration:
``src/groundtrace/calibration/data/triage_default.json``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from bound_pairs import bound_pairs
from data import (
    ENTAILED,
    LABELS,
    Pair,
    factcc_pairs,
    grounding_pairs,
    hard_positive_pairs,
    load_nli,
    multi_sentence_pairs,
    sha256_pairs,
    source_sentence_pairs,
)
from limit_pairs import limit_pairs
from price_pairs import attribute_pairs, channel_pairs, price_pairs
from quote_pairs import quote_pairs
from record_pairs import record_pairs
from summary_pairs import summary_pairs

from groundtrace.canonical import sha256_file
from groundtrace.datasets import partition, read_labelled

NLI_SOURCES = (
    "snli", "mnli_dev_matched", "vitaminc", "cad_snli", "breaking_nli", "conjnli",
    "fever_symmetric", "med", "bb_presuppositions", "bb_epistemic",
)
DEV_FILES = (
    "begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits", "wice",
)


#: NLI sources whose entailed pairs also feed the rule-made negatives and positives
#: (factual, entity- and number-rich premises).
RULE_NLI_SOURCES = ("vitaminc", "fever_symmetric", "mnli_dev_matched")


def calibration_row_ids(path: Path) -> tuple[str, set[str]]:
    """The id of the calibration at ``path`` and the dev row ids it was fitted on."""
    try:
        cal = json.loads(path.read_text(encoding="utf-8"))
        by_file = cal["provenance"]["row_ids"]
        ids = {str(i) for rows in by_file.values() for i in rows}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise SystemExit(f"{path}: not a calibration with provenance.row_ids ({exc})") from None
    if not ids:
        raise SystemExit(f"{path}: its provenance lists no row ids")
    return str(cal.get("calibration_id")), ids


def without_rows(rows: list[dict[str, Any]], exclude: set[str]) -> list[dict[str, Any]]:
    """``rows`` less those in ``exclude`` and every row sharing a context with one.

    Raises SystemExit when an id of ``exclude`` is not among ``rows`` (the
    calibration was fitted on other data).
    """
    ids = {r["id"] for r in rows}
    missing = sorted(exclude - ids)
    if missing:
        raise SystemExit(f"{len(missing)} rows to exclude are not fit rows of the dev data "
                         f"(first: {missing[0]}): the calibration was fitted on other data")
    sources = {r["context"] for r in rows if r["id"] in exclude and r.get("context")}
    return [r for r in rows if r["id"] not in exclude and r.get("context") not in sources]


def build(
    nli_root: Path, dev_root: Path, seed: int, caps: dict[str, int], n_source_sents: int,
    n_multi: int = 0, n_rule_nli: int = 0, exclude: set[str] | None = None,
    n_prices: int = 0, n_channels: int = 0, n_attributes: int = 0, n_limits: int = 0,
    n_summaries: int = 0, n_quotes: int = 0, extra: Sequence[Path] = (), n_records: int = 0,
    n_bounds: int = 0,
) -> tuple[list[Pair], dict[str, object]]:
    """The shuffled training pairs and a recipe describing how they were made.

    ``exclude``: dev row ids left out, with every fit row sharing their
    contexts (:func:`without_rows`). ``extra``: JSONL files of pairs made
    elsewhere (training/mil_pairs.py), added whole but for ``caps`` on their
    sources.
    """
    rng = random.Random(seed)
    inputs: dict[str, str] = {}
    pairs: list[Pair] = []
    for source in NLI_SOURCES:
        path = nli_root / source / "train.jsonl"
        inputs[str(path)] = sha256_file(path)
        got = load_nli(nli_root, "train", [source])
        cap = caps.get(source)
        if cap is not None and len(got) > cap:
            got = rng.sample(got, cap)
        pairs.extend(got)
    fit_rows = []
    for name in DEV_FILES:
        path = dev_root / f"{name}.jsonl"
        inputs[str(path)] = sha256_file(path)
        fit_rows.extend(r for r in read_labelled(path) if partition(r) == "fit")
    all_fit = len(fit_rows)
    if exclude:
        fit_rows = without_rows(fit_rows, exclude)
    pos, neg = grounding_pairs(fit_rows)
    contexts = sorted({r["context"] for r in fit_rows})
    src_pos = source_sentence_pairs(contexts, rng, n_source_sents)
    multi = multi_sentence_pairs(contexts, rng, n_multi)
    nli_pos = [p for p in pairs if p.label == ENTAILED and p.source in RULE_NLI_SOURCES]
    nli_pos = rng.sample(nli_pos, min(n_rule_nli, len(nli_pos)))
    grounded = pos + src_pos + nli_pos
    fact = factcc_pairs(grounded, rng)
    hard = hard_positive_pairs(grounded, rng)
    prices = price_pairs(rng, n_prices) if n_prices else []
    prices += channel_pairs(rng, n_channels) if n_channels else []
    prices += attribute_pairs(rng, n_attributes) if n_attributes else []
    prices += limit_pairs(rng, n_limits) if n_limits else []
    # Drawn last, so that a mix without them is the same pair for pair.
    summaries = summary_pairs(contexts, rng, n_summaries) if n_summaries else []
    quotes = quote_pairs(contexts, sorted({p.premise for p in nli_pos}), rng,
                         n_quotes) if n_quotes else []
    records = record_pairs(rng, n_records) if n_records else []
    bounds = bound_pairs(rng, n_bounds) if n_bounds else []
    pairs.extend(pos + neg + src_pos + multi + fact + hard + prices + summaries + quotes
                 + records + bounds)
    for path in extra:
        inputs[str(path)] = sha256_file(path)
        by_source: dict[str, list[Pair]] = {}
        for p in read_pairs(path):
            by_source.setdefault(p.source, []).append(p)
        for source, got in sorted(by_source.items()):
            cap = caps.get(source)
            pairs.extend(rng.sample(got, cap) if cap is not None and len(got) > cap else got)
    rng.shuffle(pairs)
    recipe: dict[str, object] = {
        "seed": seed,
        "caps": caps,
        "n_source_sentences": n_source_sents,
        "n_multi_sentence": n_multi,
        "n_rule_nli": n_rule_nli,
        "n_price_pairs": n_prices,
        "n_channel_pairs": n_channels,
        "n_attribute_pairs": n_attributes,
        "n_limit_pairs": n_limits,
        "n_summary_pairs": n_summaries,
        "n_quote_pairs": n_quotes,
        "n_record_pairs": n_records,
        "n_bound_pairs": n_bounds,
        "fit_rows": len(fit_rows),
        "fit_rows_excluded": all_fit - len(fit_rows),
        "inputs_sha256": inputs,
        "counts_by_source": dict(sorted(Counter(p.source for p in pairs).items())),
        "counts_by_label": dict(sorted(Counter(p.label for p in pairs).items())),
        "n_pairs": len(pairs),
        "mix_sha256": sha256_pairs(pairs),
    }
    return pairs, recipe


def read_pairs(path: Path) -> list[Pair]:
    """Pairs from a JSONL file in the mix's own format (``Pair.to_dict``)."""
    out = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            try:
                d = json.loads(line)
                out.append(Pair(d["premise"], d["hypothesis"], LABELS.index(d["label"]),
                                d["source"]))
            except (KeyError, ValueError, TypeError) as e:
                raise SystemExit(f"{path}:{n}: not a training pair ({e})") from None
    return out


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nli", type=Path, default=Path("/work/shared/nli"))
    ap.add_argument("--dev", type=Path, default=Path("/work/shared/data/dev"))
    ap.add_argument("--out", type=Path, default=Path("training/work/mix.jsonl"))
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--cap", action="append", default=[], metavar="SOURCE=N",
                    help="keep at most N pairs of an NLI source (repeatable)")
    ap.add_argument("--source-sentences", type=int, default=6000)
    ap.add_argument("--multi-sentence", type=int, default=0,
                    help="two-sentence claims (entailed, with a perturbed or foreign twin)")
    ap.add_argument("--rule-nli", type=int, default=0,
                    help="entailed NLI pairs that also get rule-made negatives and positives")
    ap.add_argument("--price-pairs", type=int, default=0,
                    help="rule-made tariff pairs: 'free' in other words, 'free' said of the "
                         "wrong thing (training/price_pairs.py)")
    ap.add_argument("--channel-pairs", type=int, default=0,
                    help="rule-made pairs of one thing priced per channel ('online', 'at a "
                         "branch'), the channel said before or after the noun "
                         "(training/price_pairs.py)")
    ap.add_argument("--attribute-pairs", type=int, default=0,
                    help="rule-made tariffs that also state times ('arrive within ten "
                         "seconds'), with claims about times and things mentioned without "
                         "a price (training/price_pairs.py)")
    ap.add_argument("--limit-pairs", type=int, default=0,
                    help="rule-made pairs about spending limits ('3,000 EUR per day', raised "
                         "for 30 days): an amount that is not a price (training/limit_pairs.py)")
    ap.add_argument("--summary-pairs", type=int, default=0,
                    help="summary-like claims from the fit rows' sources: two sentences of a "
                         "unit compressed into one, with an added detail or a rule-made "
                         "negative (training/summary_pairs.py)")
    ap.add_argument("--quote-pairs", type=int, default=0,
                    help="claims read against one sentence: the sentence itself, a changed "
                         "copy, its neighbour (training/quote_pairs.py)")
    ap.add_argument("--record-pairs", type=int, default=0,
                    help="rule-made pairs about a tool's records rendered as 'key: value' "
                         "lines: a field said in prose, two fields joined, a comparison of "
                         "two fields (training/record_pairs.py)")
    ap.add_argument("--bound-pairs", type=int, default=0,
                    help="rule-made pairs that apply a rule's bound to one case ('a cheque for "
                         "8,000 EUR can't be paid in' beside 'up to 2,500 EUR'): a limit, an "
                         "age, a term, a reward earned only above an amount, a requirement "
                         "over one (training/bound_pairs.py)")
    ap.add_argument("--extra-pairs", type=Path, action="append", default=[], metavar="FILE",
                    help="a JSONL file of pairs made elsewhere, e.g. training/mil_pairs.py "
                         "(repeatable; --cap applies to its sources)")
    ap.add_argument("--exclude-calibration", type=Path, default=None, metavar="FILE",
                    help="leave out the dev rows this calibration file was fitted on, and "
                         "every fit row sharing a source with them")
    args = ap.parse_args()
    caps = {k: int(v) for k, v in (c.split("=") for c in args.cap)}
    exclude: set[str] | None = None
    if args.exclude_calibration is not None:
        if args.extra_pairs:  # their rows cannot be told apart here
            ap.error("--extra-pairs cannot be combined with --exclude-calibration: the extra "
                     "pairs are not filtered by it")
        cal_id, exclude = calibration_row_ids(args.exclude_calibration)
    pairs, recipe = build(args.nli, args.dev, args.seed, caps, args.source_sentences,
                          args.multi_sentence, args.rule_nli, exclude, args.price_pairs,
                          args.channel_pairs, args.attribute_pairs, args.limit_pairs,
                          args.summary_pairs, args.quote_pairs, args.extra_pairs,
                          args.record_pairs, args.bound_pairs)
    if exclude is not None:
        recipe["excluded_calibration"] = {
            "file": str(args.exclude_calibration), "calibration_id": cal_id,
            "sha256": sha256_file(args.exclude_calibration), "rows": len(exclude)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for p in pairs:
            fh.write(json.dumps(p.to_dict(), ensure_ascii=False, sort_keys=True) + "\n")
    recipe["out_sha256"] = sha256_file(args.out)
    args.out.with_suffix(".recipe.json").write_text(json.dumps(recipe, indent=2) + "\n")
    json.dump(recipe["counts_by_source"], sys.stderr, indent=1)
    sys.stderr.write(f"\n{len(pairs)} pairs -> {args.out}\n")


if __name__ == "__main__":
    main()
