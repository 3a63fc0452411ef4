#!/usr/bin/env bash
# Build, on this machine, everything the next verifier run on a lent GPU needs, so that
# the device time goes to training alone (issue 16: every NLI pair, the claim layer's own
# whole-answer pairs, written banking answers, tool records; training/README.md).
#
#   bash training/next_gpu_run.sh [WORK]       # WORK defaults to training/work/next
#
# CPU only (onnxruntime, no torch); about ten minutes on two cores, run alone. Writes:
#   WORK/mil/       the claim layer's (evidence, claim) pairs of every fit row, scored by
#                   the shipped verifier, and the whole-answer pairs made from them
#   WORK/answers/   the written banking answers' pairs (every 5th text held out for
#                   answer_pairs.py test)
#   WORK/mix.jsonl  the training mix: every pair of ../shared/nli, rule-made pairs (a rule's
#                   bound applied to one case among them: training/bound_pairs.py), the
#                   two files above (the answers three times: they are few)
#   WORK/gpu/       the bundle to carry (gpu_bundle.py pack), with selection.json.xz,
#                   the claim layer's pairs of 150 holdout rows per dev file, on which
#                   gpu_train.sh picks the epoch
# and prints the device call. Deterministic: the same commit and ../shared give the
# same files (every step has a fixed seed).
set -euo pipefail
W=${1:-training/work/next}
PY=${PYTHON:-python}
SHARED=${SHARED:-../shared}
mkdir -p "$W/mil" "$W/answers"
step() { echo "== $(date -u +%H:%M:%S) $*  (load $(cut -d' ' -f1-3 /proc/loadavg))"; }

step "whole-answer pairs: the claim layer's pairs of every fit row"
"$PY" training/mil_pairs.py record --dev "$SHARED/data/dev" --out "$W/mil/fit.json.xz"
"$PY" training/selection.py score --set "$W/mil/fit.json.xz" --out "$W/mil/fit.npz"
"$PY" training/mil_pairs.py build --dev "$SHARED/data/dev" --set "$W/mil/fit.json.xz" \
    --probs "$W/mil/fit.npz" --out "$W/mil/pairs.jsonl"

step "written banking answers (training/data/banking_answers.jsonl)"
"$PY" training/answer_pairs.py record --out "$W/answers/set.json.xz"
"$PY" training/selection.py score --set "$W/answers/set.json.xz" --out "$W/answers/set.npz"
"$PY" training/answer_pairs.py build --set "$W/answers/set.json.xz" \
    --probs "$W/answers/set.npz" --out "$W/answers/pairs.jsonl" --test-every 5

step "the mix: no cap on any NLI source"
"$PY" training/mix.py --nli "$SHARED/nli" --dev "$SHARED/data/dev" --out "$W/mix.jsonl" \
    --seed 59 --source-sentences 24000 --multi-sentence 16000 --rule-nli 30000 \
    --price-pairs 3000 --channel-pairs 3000 --attribute-pairs 5000 --limit-pairs 3000 \
    --summary-pairs 24000 --record-pairs 12000 --bound-pairs 6000 --cap mil:halueval_qa=2000 \
    --extra-pairs "$W/mil/pairs.jsonl" --extra-pairs "$W/answers/pairs.jsonl" \
    --extra-pairs "$W/answers/pairs.jsonl" --extra-pairs "$W/answers/pairs.jsonl"

step "the bundle and the selection set"
"$PY" training/gpu_bundle.py pack --mix "$W/mix.jsonl" --out "$W/gpu" \
    --base "$SHARED/models/all-MiniLM-L6-v2"
"$PY" training/selection.py record --dev "$SHARED/data/dev" --nli "$SHARED/nli" \
    --out "$W/gpu/selection.json.xz" --per-file 150
step "done"
echo "pairs in the mix: $(wc -l < "$W/mix.jsonl"); bundle: $(du -sh "$W/gpu" | cut -f1) (limit 32 MiB)"
cat <<EOF
Device call (one; the machine's start counts against the 15 minutes too, so check status
first; its time is training/README.md's: about two minutes of unpacking and the probe,
then two passes per rate at the 2,900 pairs/s each that two runs side by side reached on
an H200):
  run  carry ["$W/gpu"]  timeout_s 560
       PROBE=200 LRS="1e-5 2e-5" bash training/gpu_train.sh $W/gpu 240
Then, here, in the training venv: bash training/after_gpu_run.sh <files_at> $W
EOF
