"""Choose between a run's epochs on the claim layer's own (evidence, claim) pairs.

The claim layer picks the pairs its verifier reads before the verifier runs
(``verify_batch``: claims, BM25 and embedding retrieval, then one ``predict``
call), so the pairs of a set of dev rows can be recorded once, carried to a
GPU machine, scored there by every epoch of a run, and the exact product
scores rebuilt here from the returned probabilities:

    # here: a sample of dev holdout rows and the NLI dev pairs
    python training/selection.py record --out training/work/gpu/selection.json.xz
    # there: train.py --eval-set ... writes <run>/eval-epoch-NN.npz at each
    # epoch's end and logs a proxy AUROC (1 - mean over claims of the best
    # entailment probability) per dev file
    # here: how far an int8 export moves from its float32 graph
    python training/selection.py score --set training/work/gpu/selection.json.xz \\
        --model-dir <an export.py folder> --graph <run>/export/model_fp32.onnx --out fp32.npz
    python training/selection.py compare fp32.npz int8.npz
    # here: the claim layer's AUROC and balanced accuracy per file and epoch,
    # beside the shipped int8 model's on the same pairs
    python training/selection.py score --set training/work/gpu/selection.json.xz \\
        --out training/work/gpu/shipped.npz [--model-dir <an export.py folder>]
    python training/selection.py replay --set training/work/gpu/selection.json.xz \\
        training/work/gpu/shipped.npz training/runs/gpu/eval-epoch-*.npz

The rows are holdout rows; choosing an epoch on them is a selection on data
that figures are later reported on, so report on other rows (another seed of
``bench/run_fusion.py``) or say so.
"""

from __future__ import annotations

import argparse
import json
import lzma
import random
import shutil
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from data import ENTAILED, load_nli
from mix import DEV_FILES

from groundtrace.canonical import sha256_file
from groundtrace.datasets import partition, read_labelled
from groundtrace.evaluation.metrics import balanced_accuracy_score, roc_auc_score
from groundtrace.types import as_item

NLI_DEV = ("snli", "mnli_dev_matched")
DEV_ROOT = Path(__file__).resolve().parents[2] / "shared" / "data" / "dev"
NLI_ROOT = Path(__file__).resolve().parents[2] / "shared" / "nli"


def sample_rows(dev_root: Path, per_file: int, seed: int,
                part: str = "holdout") -> list[tuple[str, int, dict[str, Any]]]:
    """``(file, line index, row)`` of up to ``per_file`` rows of each dev file in
    partition ``part`` ("holdout" or "fit")."""
    out = []
    for name in DEV_FILES:
        rows = [(i, r) for i, r in enumerate(read_labelled(dev_root / f"{name}.jsonl"))
                if partition(r) == part]
        if len(rows) > per_file:
            rows = random.Random(seed).sample(rows, per_file)
        out.extend((name, i, r) for i, r in rows)
    return out


class _Recorder:
    """A verifier that keeps what it is asked and answers a uniform distribution."""

    name = "record"
    partial_threshold: float | None = None

    def __init__(self) -> None:
        self.calls: list[tuple[list[str], list[str]]] = []

    def predict(self, premises: Sequence[str], hypotheses: Sequence[str]) -> np.ndarray:
        self.calls.append((list(premises), list(hypotheses)))
        return np.full((len(premises), 3), 1 / 3, dtype=np.float32)


class LookupVerifier:
    """A verifier that answers recorded pairs with given probabilities."""

    name = "replay"

    def __init__(self, pairs: Sequence[Sequence[str]], probs: np.ndarray,
                 partial_threshold: float | None) -> None:
        self._probs = {(p, h): probs[i] for i, (p, h) in enumerate(pairs)}
        self.partial_threshold = partial_threshold

    def predict(self, premises: Sequence[str], hypotheses: Sequence[str]) -> np.ndarray:
        try:
            return np.stack([self._probs[(p, h)] for p, h in zip(premises, hypotheses,
                                                                   strict=True)])
        except KeyError as e:
            raise SystemExit(f"a pair that was not recorded: {e}") from None


def record(dev_root: Path, nli_root: Path, per_file: int, seed: int,
           encoder: Any = None, part: str = "holdout", with_nli: bool = True) -> dict[str, Any]:
    """The selection set: the rows, their verifier pairs per claim, and the NLI dev pairs.

    ``encoder``: the claim layer's retrieval encoder (None: the default one).
    ``part``: the rows' partition ("fit" for training pairs, training/mil_pairs.py);
    ``with_nli``: also the NLI dev pairs.
    """
    sampled = sample_rows(dev_root, per_file, seed, part)
    recorded, as_written, per_item = record_items([as_item(r) for _, _, r in sampled], encoder)
    rows = [{"file": name, "line": line, "label": int(row["label"]), **found}
            for (name, line, row), found in zip(sampled, per_item, strict=True)]
    nli = {}
    for source in NLI_DEV if with_nli else ():
        pairs = load_nli(nli_root, "dev", [source])
        nli[source] = {"pairs": [[p.premise, p.hypothesis] for p in pairs],
                       "labels": [p.label for p in pairs]}
    return {
        "per_file": per_file, "seed": seed, "partition": part,
        "inputs_sha256": {name: sha256_file(dev_root / f"{name}.jsonl") for name in DEV_FILES},
        "pairs": recorded, "as_written": as_written, "rows": rows, "nli": nli,
    }


def record_items(items: Sequence[Any], encoder: Any = None
                 ) -> tuple[list[list[str]], list[int], list[dict[str, list[Any]]]]:
    """The (evidence, claim) pairs the claim layer sends its verifier for ``items``
    (:class:`groundtrace.types.Item`): every distinct pair, the indices of the pairs
    read as written (the claim layer also asks where its reading of a claim differs,
    and keeps the better supported), and per item its claims' pair indices
    (``claims``) and the claims that quote a passage (``quoted_claims``)."""
    from groundtrace.claims import verify_batch
    from groundtrace.encoders import get_default_encoder

    recorder = _Recorder()
    answers = verify_batch(
        [{"response": it.response, "context": it.context, "question": it.question or None}
         for it in items], encoder=encoder or get_default_encoder(), verifier=recorder)
    if not 1 <= len(recorder.calls) <= 2:
        raise SystemExit(f"the claim layer called its verifier {len(recorder.calls)} times, "
                         "not once or twice: the pairs cannot be recorded this way")
    # The first call holds every claim's pairs as the claim layer reads them;
    # a second, the claims as written where that reading differs (the claim
    # layer keeps the better supported of the two), which replay must answer too.
    (premises, hypotheses), *alternates = recorder.calls
    index: dict[tuple[str, str], int] = {}
    flat = [index.setdefault(ph, len(index)) for ph in zip(premises, hypotheses, strict=True)]
    as_written = [index.setdefault(ph, len(index)) for ps, hs in alternates
                  for ph in zip(ps, hs, strict=True)]
    per_item, at = [], 0
    for answer in answers:
        claims, quoted = [], []
        for k, claim in enumerate(answer.claims):
            # a passage the claim quotes word for word is entailed without the
            # verifier (claims.quotes.quoted): it is in no call
            asked = sum(not e.quoted for e in claim.evidence)
            claims.append(flat[at: at + asked])
            if asked < len(claim.evidence):
                quoted.append(k)
            at += asked
        per_item.append({"claims": claims, "quoted_claims": quoted})
    if at != len(flat):
        raise SystemExit(f"claims account for {at} of {len(flat)} verifier pairs")
    return [list(ph) for ph in index], as_written, per_item


def load_set(path: Path) -> dict[str, Any]:
    """A selection set written by ``record``."""
    with lzma.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)  # type: ignore[no-any-return]


def save_set(sel: dict[str, Any], path: Path) -> None:
    """Write a set made by ``record`` as xz JSON (``load_set`` reads it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with lzma.open(path, "wt", encoding="utf-8", preset=6) as f:
        json.dump(sel, f)


def dev_lines(sel: dict[str, Any], dev_root: Path) -> dict[str, list[dict[str, Any]]]:
    """The rows of each dev file the set was recorded from, by file name; refuses a file
    that changed since."""
    lines = {}
    for name, digest in sel["inputs_sha256"].items():
        if sha256_file(dev_root / f"{name}.jsonl") != digest:
            raise SystemExit(f"{name}.jsonl differs from the file the set was recorded from")
        lines[name] = list(read_labelled(dev_root / f"{name}.jsonl"))
    return lines


def nli_accuracy(sel: dict[str, Any], probs: dict[str, np.ndarray]) -> dict[str, float]:
    """3-way accuracy per NLI dev source of ``probs["nli_<source>"]``."""
    return {s: float((probs[f"nli_{s}"].argmax(1) == np.array(part["labels"])).mean())
            for s, part in sel["nli"].items()}


def claim_entailment(claim: Sequence[int], probs: np.ndarray) -> float:
    """A claim's best entailment probability over its pairs (one per passage)."""
    return float(probs[list(claim), ENTAILED].max())


def best_pair(claim: Sequence[int], probs: np.ndarray) -> int:
    """The index of the claim's pair the verifier finds most entailed (first on a tie)."""
    return int(claim[int(np.argmax(probs[list(claim), ENTAILED]))])


def weakest_claim(claims: Sequence[Sequence[int]], probs: np.ndarray) -> Sequence[int]:
    """The claim whose best entailment is lowest (first on a tie): the claim layer's
    answer score rests on it. ``claims`` must not be empty."""
    return min(claims, key=lambda c: claim_entailment(c, probs))


def proxy_auroc(sel: dict[str, Any], probs: np.ndarray) -> dict[str, float]:
    """Per dev file, AUROC of 1 - (mean over claims of the best entailment probability).

    A claim that quotes one of its passages word for word has entailment 1
    (the claim layer's own rule). Rows without a verified or quoted claim are
    left out. A stand-in for the claim layer's score (which also discounts by
    its checks and contradictions) for use where the product cannot run;
    ``replay`` gives the real one.
    """
    out = {}
    for name in DEV_FILES:
        y, s = [], []
        for row in sel["rows"]:
            quoted = set(row.get("quoted_claims", ()))
            best = [1.0 if k in quoted else claim_entailment(c, probs)
                    for k, c in enumerate(row["claims"]) if c or k in quoted]
            if row["file"] != name or not best:
                continue
            y.append(row["label"])
            s.append(1.0 - float(np.mean(best)))
        if len(set(y)) == 2:
            out[name] = roc_auc_score(np.array(y), np.array(s))
    return out


def score(sel: dict[str, Any], verifier: Any) -> dict[str, np.ndarray]:
    """``verifier``'s probabilities of the set's pairs and NLI dev pairs, in the arrays
    train.py writes to ``eval-epoch-NN.npz`` ("pairs", "nli_<source>"): so an
    exported int8 model (the shipped one, or a candidate) is replayed beside a
    run's epochs on the same pairs."""

    def predict(pairs: Sequence[Sequence[str]]) -> np.ndarray:
        if not pairs:
            return np.zeros((0, 3), dtype=np.float32)
        got: np.ndarray = np.asarray(verifier.predict([p for p, _ in pairs],
                                                      [h for _, h in pairs]), dtype=np.float32)
        return got

    out = {"pairs": predict(sel["pairs"])}
    for source, part in sel["nli"].items():
        out[f"nli_{source}"] = predict(part["pairs"])
    return out


def replay(sel: dict[str, Any], probs: np.ndarray, dev_root: Path,
           partial_threshold: float | None, encoder: Any = None) -> dict[str, dict[str, float]]:
    """The claim layer's AUROC and balanced accuracy per dev file with these probabilities
    (``encoder`` as for :func:`record`)."""
    from groundtrace.encoders import get_default_encoder
    from groundtrace.evaluation.methods import score_claims

    lines = dev_lines(sel, dev_root)
    from groundtrace.claims.verifiers import get_default_verifier, set_default_verifier

    before = get_default_verifier()
    set_default_verifier(LookupVerifier(sel["pairs"], probs, partial_threshold))
    try:
        items = [as_item(lines[r["file"]][r["line"]]) for r in sel["rows"]]
        got = score_claims(items, encoder=encoder or get_default_encoder())
    finally:
        set_default_verifier(before)
    out = {}
    for name in DEV_FILES:
        ix = [i for i, r in enumerate(sel["rows"]) if r["file"] == name]
        y = np.array([sel["rows"][i]["label"] for i in ix])
        out[name] = {"auroc": roc_auc_score(y, got.scores[ix]),
                     "balanced_accuracy": balanced_accuracy_score(
                         y, got.decisions[ix].astype(int))}
    return out


def graph_folder(model_dir: Path, graph: Path, tmp: Path) -> Path:
    """A model folder in ``tmp`` that is ``model_dir`` with ``graph`` as its model.onnx
    (its sha256 in config.json, so the verifier's check holds)."""
    for name in ("tokenizer.json", "config.json"):
        shutil.copy(model_dir / name, tmp / name)
    (tmp / "model.onnx").symlink_to(graph.resolve())
    config = json.loads((tmp / "config.json").read_text(encoding="utf-8"))
    config["model_sha256"] = sha256_file(graph)
    (tmp / "config.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    return tmp


def compare_scores(reference: Mapping[str, np.ndarray],
                   other: Mapping[str, np.ndarray]) -> dict[str, str]:
    """Per part of a scored set (the claim pairs, each NLI dev file): the mean and
    largest |P(entailed) change| from ``reference`` and the share of equal labels."""
    out = {}
    for key in reference:
        if key not in other:
            raise SystemExit(f"a scored set without {key!r}: were both scored on one set?")
        a, b = reference[key], other[key]
        change = np.abs(a[:, ENTAILED] - b[:, ENTAILED])
        out[key] = (f"mean {change.mean():.3f} max {change.max():.3f} "
                    f"labels {(a.argmax(1) == b.argmax(1)).mean():.3f}")
    return out


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="the selection set (xz JSON) for train.py --eval-set")
    r.add_argument("--out", type=Path, required=True)
    r.add_argument("--per-file", type=int, default=150)
    r.add_argument("--seed", type=int, default=7)
    r.add_argument("--dev", type=Path, default=DEV_ROOT)
    r.add_argument("--nli", type=Path, default=NLI_ROOT)
    sc = sub.add_parser("score", help="an exported model's probabilities of the set, as an "
                                      "eval-epoch-*.npz for replay (CPU)")
    sc.add_argument("--set", type=Path, required=True)
    sc.add_argument("--model-dir", type=Path, default=None,
                    help="an export.py folder (default: the shipped verifier)")
    sc.add_argument("--graph", type=Path, default=None,
                    help="score this ONNX graph instead of the folder's model.onnx, with the "
                         "folder's tokenizer and settings (e.g. <run>/export/model_fp32.onnx: "
                         "the float32 figures an int8 export is compared with)")
    sc.add_argument("--out", type=Path, required=True, help="the .npz to write")
    cp = sub.add_parser("compare", help="how far scored sets move from a reference: mean and "
                                        "largest |P(entailed) change|, label agreement")
    cp.add_argument("reference", type=Path, help="an .npz of score (e.g. the float32 graph's)")
    cp.add_argument("probs", type=Path, nargs="+")
    p = sub.add_parser("replay", help="claim-layer figures per epoch from eval-epoch-*.npz")
    p.add_argument("--set", type=Path, required=True)
    p.add_argument("--dev", type=Path, default=DEV_ROOT)
    p.add_argument("--partial-threshold", type=float, default=None,
                   help="default: the shipped verifier's")
    p.add_argument("--json", type=Path, default=None, help="also write the figures here")
    p.add_argument("probs", type=Path, nargs="+")
    args = ap.parse_args()
    if args.cmd == "record":
        sel = record(args.dev, args.nli, args.per_file, args.seed)
        save_set(sel, args.out)
        print(f"{len(sel['rows'])} rows, {len(sel['pairs'])} verifier pairs -> {args.out}")
        return
    if args.cmd == "compare":
        with np.load(args.reference) as ref:
            reference = {k: ref[k] for k in ref.files}
        for path in args.probs:
            with np.load(path) as z:
                print(path.name, " | ".join(f"{k} {v}" for k, v in
                                            compare_scores(reference, z).items()), flush=True)
        return
    sel = load_set(args.set)
    if args.cmd == "score":
        from groundtrace.models import get_verifier
        from groundtrace.models.verifier import DEFAULT_MODEL_DIR

        with tempfile.TemporaryDirectory() as tmp:
            folder = args.model_dir or DEFAULT_MODEL_DIR
            if args.graph is not None:
                folder = graph_folder(folder, args.graph, Path(tmp))
            verifier = get_verifier(folder)
            args.out.parent.mkdir(parents=True, exist_ok=True)
            np.savez_compressed(args.out, **score(sel, verifier))
        print(f"{len(sel['pairs'])} pairs and the NLI dev pairs scored by {verifier.name} "
              f"-> {args.out}")
        return
    partial = args.partial_threshold
    if partial is None:
        from groundtrace.models.verifier import DEFAULT_MODEL_DIR

        partial = json.loads((DEFAULT_MODEL_DIR / "config.json").read_text())["partial_threshold"]
    table: dict[str, Any] = {}
    for path in args.probs:
        with np.load(path) as z:
            probs = z["pairs"]
            nli = nli_accuracy(sel, {k: z[k] for k in z.files})
        figs = replay(sel, probs, args.dev, partial)
        table[path.name] = {"files": figs, "nli_accuracy": nli,
                            "mean_auroc": float(np.mean([f["auroc"] for f in figs.values()])),
                            "mean_balanced_accuracy": float(np.mean(
                                [f["balanced_accuracy"] for f in figs.values()]))}
        print(path.name, " ".join(f"{k[:10]} {v['auroc']:.3f}/{v['balanced_accuracy']:.3f}"
                                  for k, v in figs.items()),
              f"| mean {table[path.name]['mean_auroc']:.3f}"
              f"/{table[path.name]['mean_balanced_accuracy']:.3f}",
              " ".join(f"{s} {a:.3f}" for s, a in nli.items()), flush=True)
    if args.json is not None:
        args.json.write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
