#!/usr/bin/env bash
# Train the verifier on a lent GPU machine in one device call (training/README.md).
#
#   bash training/gpu_train.sh BUNDLE TRAIN_SECONDS [extra train.py args]
#   LRS="3e-5 7e-5" bash training/gpu_train.sh BUNDLE TRAIN_SECONDS [...]
#
# BUNDLE is a carried `gpu_bundle.py pack` folder that also holds
# selection.json.xz (`selection.py record`). A 100-step probe measures the
# machine's speed; the run then takes as many whole passes over the mix as fit
# in TRAIN_SECONDS (2 to 6; the minimum of two gets the time it needs), with a
# schedule that ends on the last one, and writes a snapshot and the selection
# set's probabilities at each epoch's end.
# Back through $OUT: the snapshots of the epoch with the best proxy AUROC and
# of the last epoch (the runner-up when they are the same), as fp16 parts, and
# logs.tgz with the logs, the recipe and every epoch's probabilities.
#
# LRS: one run per learning rate, side by side on the one GPU (a model this
# small leaves it mostly idle); each probe runs beside the others, so each
# run's passes fit the shared speed. Each brings back only its best epoch's
# snapshot, under lr<LR>-eNN/, and lr<LR>-logs.tgz ($OUT takes 8 files).
set -euo pipefail
B=$1
BUDGET=$2
shift 2
export PYTHONPATH="src:$B/site" PYTHONUNBUFFERED=1  # site: gpu_bundle.py DEVICE_MODULES
# DEVICE=cpu PROBE=5 try the script out on the CPU with a small bundle
PROBE=${PROBE:-100}
COMMON=(--device "${DEVICE:-cuda}" --base-dir "$B/base" --init-from "$B/init.pt" --mix "$B/mix.jsonl"
        --batch-size 64 --ckpt-minutes 1000)

nvidia-smi --query-gpu=name,memory.total --format=csv,noheader || true
python3 training/gpu_bundle.py unpack --bundle "$B"
if [ ! -f "$B/init.pt" ]; then  # made under another name, so a failed step leaves none
  python3 training/dequantize.py --base-dir "$B/base" --check 0 --out "$B/init.tmp.pt"
  # a bundle packed with --start base: the base model's weights, the verifier's frozen table
  [ ! -f "$B/base_start.pt" ] || python3 training/gpu_bundle.py start-from-base --bundle "$B" \
      --init "$B/init.tmp.pt"
  mv "$B/init.tmp.pt" "$B/init.pt"
fi
python3 - "$B/init.pt" <<'EOF'
import hashlib, sys, torch
t = torch.load(sys.argv[1], weights_only=True)["encoder.embeddings.word_embeddings.weight"]
print("frozen word embeddings sha256", hashlib.sha256(t.numpy().tobytes()).hexdigest())
EOF

# train_one TAG RUN SNAPSHOTS [train.py args]: probe, train, bring back SNAPSHOTS (1 or 2)
train_one() {
  local tag=$1 run=$2 snapshots=$3
  shift 3
  local probe_run="$run.probe"
  rm -rf "$probe_run"
  python3 training/train.py "${COMMON[@]}" --out "$probe_run" --examples $(( PROBE * 128 )) \
      --log-every "$PROBE" "$@"
  local examples seconds
  read -r examples seconds < <(python3 - "$BUDGET" "$B/mix.jsonl" "$PROBE" "$probe_run/train.log" <<'EOF'
import re, sys
budget, mix, probe, log = float(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
n = sum(1 for _ in open(mix, encoding="utf-8"))
rates = [float(x) for x in re.findall(r"([\d.]+) ex/s", open(log).read())]
# cumulative rates after the first and the second PROBE steps: the second alone,
# without the warm-up
t1, t2 = probe * 64 / rates[0], probe * 128 / rates[1]
rate = probe * 64 / (t2 - t1)
epochs = max(2, min(6, int(rate * budget / n)))
print(f"probe {rate:.0f} ex/s, {n} pairs, {epochs} epochs", file=sys.stderr)
# the time box: TRAIN_SECONDS, or the two passes of the minimum with a quarter to
# spare where they take longer (a budget below them once stopped both runs mid-pass)
print(epochs * n, int(max(budget, 1.25 * epochs * n / rate)))
EOF
)
  rm -rf "$run"
  python3 training/train.py "${COMMON[@]}" --out "$run" --examples "$examples" --log-every 500 \
      --eval-set "$B/selection.json.xz" --max-minutes "$(awk "BEGIN { print ($seconds + 30) / 60 }")" "$@"
  local top other last
  # the best epoch, the best one other than the last (the last itself when it
  # is the only one), and the last
  read -r top other last < <(python3 - "$run/train.log" <<'EOF'
import re, sys
got = {int(e): float(m) for e, m in
       re.findall(r"epoch (\d+) proxy AUROC mean ([\d.]+)", open(sys.argv[1]).read())}
last = max(got)
key = lambda e: (got[e], e)
top = max(got, key=key)
other = max((e for e in got if e != last), key=key, default=last)
print(f"{top:02d} {other if top == last else top:02d} {last:02d}")
EOF
)
  if [ "$snapshots" = 1 ]; then  # the best epoch alone, the last one included
    echo "${tag}snapshot back: epoch $top"
    python3 training/gpu_bundle.py split --state "$run/epoch-$top.pt" --out "$OUT/${tag}e$top"
  else
    echo "${tag}snapshots back: epoch $other and epoch $last"
    python3 training/gpu_bundle.py split --state "$run/epoch-$other.pt" --out "$OUT/${tag}e$other"
    python3 training/gpu_bundle.py split --state "$run/epoch-$last.pt" --out "$OUT/${tag}e$last"
  fi
  tar czf "$OUT/${tag}logs.tgz" "$run"/train.log "$run"/recipe.json "$run"/eval-epoch-*.npz \
      "$probe_run"/train.log
}

if [ -z "${LRS:-}" ]; then
  train_one "" training/runs/gpu 2 "$@"
else
  mkdir -p training/runs
  pids=()
  for lr in $LRS; do
    (train_one "lr$lr-" "training/runs/gpu-lr$lr" 1 --lr "$lr" "$@") \
        > "training/runs/gpu-lr$lr.out" 2>&1 &
    pids+=($!)
  done
  failed=0
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed=1; done
  for lr in $LRS; do
    echo "== lr $lr"
    grep -E "probe [0-9]+ ex/s|snapshot" "training/runs/gpu-lr$lr.out" || true
    grep -E "epoch [0-9]+ proxy|stop" "training/runs/gpu-lr$lr/train.log" || true
    tail -n 3 "training/runs/gpu-lr$lr.out"
  done
  exit $failed
fi
