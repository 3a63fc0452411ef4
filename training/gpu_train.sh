#!/usr/bin/env bash
# Train the verifier on a lent GPU machine in one device call (training/README.md).
#
#   bash training/gpu_train.sh BUNDLE TRAIN_SECONDS [extra train.py args]
#
# BUNDLE is a carried `gpu_bundle.py pack` folder that also holds
# selection.json.xz (`selection.py record`). A 100-step probe measures the
# machine's speed; the run then takes as many whole passes over the mix as fit
# in TRAIN_SECONDS (2 to 6), with a schedule that ends on the last one, and
# writes a snapshot and the selection set's probabilities at each epoch's end.
# Back through $OUT: the snapshots of the epoch with the best proxy AUROC and
# of the last epoch (the runner-up when they are the same), as fp16 parts, and
# logs.tgz with the logs, the recipe and every epoch's probabilities.
set -euo pipefail
B=$1
BUDGET=$2
shift 2
export PYTHONPATH=src PYTHONUNBUFFERED=1
RUN=training/runs/gpu
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

rm -rf training/runs/probe
python3 training/train.py "${COMMON[@]}" --out training/runs/probe --examples $(( PROBE * 128 )) \
    --log-every "$PROBE"
EXAMPLES=$(python3 - "$BUDGET" "$B/mix.jsonl" "$PROBE" <<'EOF'
import re, sys
budget, mix, probe = float(sys.argv[1]), sys.argv[2], int(sys.argv[3])
n = sum(1 for _ in open(mix, encoding="utf-8"))
rates = [float(x) for x in re.findall(r"([\d.]+) ex/s", open("training/runs/probe/train.log").read())]
# cumulative rates after the first and the second PROBE steps: the second alone,
# without the warm-up
t1, t2 = probe * 64 / rates[0], probe * 128 / rates[1]
rate = probe * 64 / (t2 - t1)
epochs = max(2, min(6, int(rate * budget / n)))
print(f"probe {rate:.0f} ex/s, {n} pairs, {epochs} epochs", file=sys.stderr)
print(epochs * n)
EOF
)
rm -rf "$RUN"
python3 training/train.py "${COMMON[@]}" --out "$RUN" --examples "$EXAMPLES" --log-every 500 \
    --eval-set "$B/selection.json.xz" --max-minutes "$(( BUDGET / 60 + 1 ))" "$@"

read -r BEST LAST < <(python3 - "$RUN/train.log" <<'EOF'
import re, sys
got = {int(e): float(m) for e, m in
       re.findall(r"epoch (\d+) proxy AUROC mean ([\d.]+)", open(sys.argv[1]).read())}
last = max(got)
best = max(got, key=lambda e: (got[e], e))
if best == last and len(got) > 1:
    best = max((e for e in got if e != last), key=lambda e: (got[e], e))
print(f"{best:02d} {last:02d}")
EOF
)
echo "snapshots back: epoch $BEST and epoch $LAST"
python3 training/gpu_bundle.py split --state "$RUN/epoch-$BEST.pt" --out "$OUT/e$BEST"
python3 training/gpu_bundle.py split --state "$RUN/epoch-$LAST.pt" --out "$OUT/e$LAST"
tar czf "$OUT/logs.tgz" "$RUN"/train.log "$RUN"/recipe.json "$RUN"/eval-epoch-*.npz \
    training/runs/probe/train.log
