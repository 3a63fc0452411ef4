"""The corpus index on disk: round trip, incremental add, refusal of altered or foreign indexes."""

from __future__ import annotations

import json
from importlib import resources

import numpy as np
import pytest
from click.testing import CliRunner

from groundtrace.answer import Corpus
from groundtrace.cli import main
from groundtrace.errors import DataFormatError, InvalidInput
from groundtrace.sources import Document

FEES = ("SEPA transfers in online banking are free of charge. Transfers ordered at a branch "
        "cost 2.50 EUR. Instant transfers cost 0.50 EUR each.")
CARDS = "A lost card can be blocked in the app. A replacement card arrives within five days."


def paged() -> Document:
    text = "Page one says fees are low. " + "Page two says cards are free."
    return Document.from_text(text, "paged.pdf", kind="pdf", page_breaks=[28], n_pages=2)


def test_round_trip_gives_the_same_units_embeddings_and_answers(tmp_path, hashing):
    c = Corpus([Document.from_text(FEES, "fees.txt"), paged()], encoder=hashing)
    c.save(tmp_path / "idx")
    back = Corpus.load(tmp_path / "idx", encoder=hashing)
    assert [x.chunk_id for x in back.chunks] == [x.chunk_id for x in c.chunks]
    assert np.array_equal(back.embeddings, c.embeddings)
    doc = back.document("paged.pdf")
    assert doc.n_pages == 2 and doc.page_breaks == (28,) and doc.kind == "pdf"
    q = "What does a branch transfer cost?"
    assert back.retrieve(q).to_dict() == c.retrieve(q).to_dict()


def test_save_replaces_an_index_and_add_is_incremental(tmp_path, hashing):
    c = Corpus([Document.from_text(FEES, "fees.txt")], encoder=hashing)
    c.save(tmp_path / "idx")
    c.add([Document.from_text(CARDS, "cards.txt")])
    c.save(tmp_path / "idx")
    back = Corpus.load(tmp_path / "idx", encoder=hashing)
    assert sorted(d.doc_id for d in back.documents) == ["cards.txt", "fees.txt"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["idx"]  # no temp folders left


def test_altered_truncated_or_foreign_indexes_are_refused(tmp_path, hashing):
    c = Corpus([Document.from_text(FEES, "fees.txt")], encoder=hashing)
    c.save(tmp_path / "idx")
    with pytest.raises(InvalidInput, match="built with encoder 'hashing-256'"):
        Corpus.load(tmp_path / "idx", encoder="minilm")
    docs = tmp_path / "idx" / "documents.jsonl"
    docs.write_text(docs.read_text().replace("2.50", "9.50"))
    with pytest.raises(DataFormatError, match=r"documents\.jsonl was altered"):
        Corpus.load(tmp_path / "idx", encoder=hashing)
    with pytest.raises(DataFormatError, match="not a readable groundtrace index"):
        Corpus.load(tmp_path / "nothing", encoder=hashing)
    (tmp_path / "busy").mkdir()
    (tmp_path / "busy" / "mine.txt").write_text("keep me")
    with pytest.raises(InvalidInput, match="is not a groundtrace index"):
        c.save(tmp_path / "busy")
    assert (tmp_path / "busy" / "mine.txt").read_text() == "keep me"


def test_add_paths_skips_known_files_and_refuses_changed_ones(tmp_path, hashing):
    d = tmp_path / "docs"
    d.mkdir()
    (d / "fees.txt").write_text(FEES)
    c = Corpus.from_paths([d], encoder=hashing)
    (d / "cards.txt").write_text(CARDS)
    assert c.add_paths([d]) == 1 and c.add_paths([d]) == 0
    (d / "fees.txt").write_text(FEES.replace("2.50", "3.00"))
    (d / "new.txt").write_text("Savings pay 2% a year.")
    with pytest.raises(InvalidInput, match="changed since it was indexed"):
        c.add_paths([d])
    assert c.document("new.txt") is None  # nothing added from a failed call


def test_cli_index_is_built_once_then_used_without_docs(tmp_path):
    d = tmp_path / "docs"
    d.mkdir()
    (d / "fees.txt").write_text(FEES)
    idx = tmp_path / "idx"
    args = ["--quiet", "ask", "What does a branch transfer cost?", "--encoder", "hashing",
            "--json", "--index", str(idx)]
    first = CliRunner().invoke(main, [*args, "--docs", str(d)])
    assert first.exit_code == 0, first.output
    assert (idx / "manifest.json").is_file()
    again = CliRunner().invoke(main, args)
    assert again.exit_code == 0, again.output
    assert json.loads(again.stdout) == json.loads(first.stdout)
    r = CliRunner().invoke(main, ["ask", "q?", "--encoder", "hashing"])
    assert r.exit_code == 1 and "give documents (--docs)" in r.output


def test_a_broken_or_encrypted_pdf_adds_nothing(tmp_path, hashing):
    d = tmp_path / "docs"
    d.mkdir()
    (d / "a-fees.txt").write_text(FEES)
    (d / "b-broken.pdf").write_bytes(b"%PDF-1.4 not really a pdf")
    with pytest.raises(DataFormatError, match=r"b-broken\.pdf"):
        Corpus.from_paths([d], encoder=hashing)
    c = Corpus([Document.from_text(CARDS, "cards.txt")], encoder=hashing)
    with pytest.raises(DataFormatError):
        c.add_paths([d])
    assert [x.doc_id for x in c.documents] == ["cards.txt"]  # the good file was not added either


def test_an_encrypted_pdf_is_refused_with_its_reason_and_adds_nothing(tmp_path, hashing):
    pypdf = pytest.importorskip("pypdf")
    bundled = resources.files("groundtrace") / "examples/corpus/encyclopedia-4.pdf"
    d = tmp_path / "docs"
    d.mkdir()
    (d / "a-fees.txt").write_text(FEES)
    for name, user in (("b-locked.pdf", "secret"), ("c-open.pdf", "")):
        writer = pypdf.PdfWriter()
        for page in pypdf.PdfReader(str(bundled)).pages:
            writer.add_page(page)
        writer.encrypt(user, owner_password="owner", algorithm="RC4-128")
        writer.write(str(d / name))
    with pytest.raises(DataFormatError, match=r"b-locked\.pdf: the PDF is encrypted and needs "
                                              "a password"):
        Corpus.from_paths([d], encoder=hashing)
    (d / "b-locked.pdf").unlink()
    corpus = Corpus.from_paths([d], encoder=hashing)  # an empty user password opens it
    assert [x.doc_id for x in corpus.documents] == ["a-fees.txt", "c-open.pdf"]
    assert corpus.document("c-open.pdf").text

