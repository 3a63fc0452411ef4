"""Documents, spans, pages, chunks and loaders (a PDF generated here checks page mapping)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.errors import DataFormatError, InvalidInput
from groundtrace.retrieval import build_chunks
from groundtrace.sources import (
    BBox,
    Document,
    Span,
    load_document,
    load_markdown,
    load_pdf,
    load_text,
)


def assert_spans_exact(doc: Document) -> None:
    for s in doc.sentences:
        assert doc.text[s.span.char_start:s.span.char_end] == s.text
        assert s.span.doc_id == doc.doc_id
        assert doc.sentence(s.id) is s
    for sec in doc.sections:
        assert sec.span.char_start <= sec.span.char_end <= len(doc.text)
        for p in sec.paragraphs:
            assert sec.span.contains(p.span)
            for sid in p.sentence_ids:
                assert p.span.contains(doc.sentence(sid).span)


def test_markdown_sections_paragraphs_sentences():
    text = ("Intro line.\n\n# Fees\nThe fee is 5 EUR. It is monthly.\n\nCards are free.\n\n"
            "## Cards\nX.")
    doc = Document.from_text(text, "faq", kind="markdown")
    assert [s.title for s in doc.sections] == [None, "Fees", "Cards"]
    assert [len(s.paragraphs) for s in doc.sections] == [1, 3, 2]
    assert doc.sections[1].paragraphs[1].sentence_ids == ("faq:s2", "faq:s3")
    assert_spans_exact(doc)
    assert doc.page_for_offset(5) is None and doc.pages_for_span(doc.sentences[0].span) == ()


@settings(max_examples=50, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .!?\n#-1$")), min_size=1, max_size=150)
       .filter(lambda t: t.strip()),
       st.sampled_from(["text", "markdown"]))
def test_property_every_span_slices_its_text(text, kind):
    doc = Document.from_text(text, "d", kind=kind)
    assert_spans_exact(doc)
    for chunk in build_chunks(doc, max_chars=50):
        assert doc.text[chunk.span.char_start:chunk.span.char_end] == chunk.text
    assert Document.from_text(text, "d", kind=kind) == doc


def test_page_breaks_map_offsets():
    text = "Page one.\n\nPage two.\n\nPage three."
    doc = Document.from_text(text, "p", page_breaks=[11, 22])
    assert doc.n_pages == 3
    assert [doc.page_for_offset(o) for o in (0, 10, 11, 21, 22, len(text))] == [1, 1, 2, 2, 3, 3]
    assert doc.pages_for_span(Span("p", 5, 25)) == (1, 2, 3)
    assert doc.pages_for_span(Span("p", 11, 20)) == (2,)
    with pytest.raises(InvalidInput, match="offset must be an integer"):
        doc.page_for_offset(len(text) + 1)
    with pytest.raises(InvalidInput, match="page_breaks"):
        Document.from_text(text, "p", page_breaks=[22, 11])
    with pytest.raises(InvalidInput, match="not 'p'"):
        doc.pages_for_span(Span("q", 0, 1))


def test_span_merge_and_validation():
    b1, b2 = BBox(1, 0, 0, 10, 10), BBox(2, 0, 0, 5, 5)
    merged = Span.merge(Span("d", 10, 20, (b2,)), Span("d", 2, 5, (b1,)), Span("d", 4, 12))
    assert (merged.char_start, merged.char_end, merged.bboxes) == (2, 20, (b1, b2))
    with pytest.raises(InvalidInput, match="one document"):
        Span.merge(Span("a", 0, 1), Span("b", 0, 1))
    with pytest.raises(InvalidInput, match="at least one"):
        Span.merge()
    with pytest.raises(InvalidInput, match="char_end"):
        Span("d", 5, 2)
    with pytest.raises(InvalidInput, match="page"):
        BBox(0, 0, 0, 1, 1)


def test_long_sentences_are_cut_with_overlap_not_truncated():
    long = " ".join(f"w{i}" for i in range(400)) + "."
    doc = Document.from_text(long, "d")
    chunks = [c for c in build_chunks(doc, max_chars=200) if c.sentence_ids == ("d:s0",)]
    assert len(chunks) > 1 and all(len(c.text) <= 200 for c in chunks)
    covered = set()
    for c in chunks:
        covered.update(range(c.span.char_start, c.span.char_end))
    assert covered == set(range(len(long)))


def _make_pdf(path: Path) -> None:
    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    c = canvas.Canvas(str(path))
    c.drawString(72, 720, "The monthly fee is 5 EUR.")
    c.drawString(72, 700, "Cards are free for students.")
    c.showPage()
    c.drawString(100, 650, "Transfers take 2 business days.")
    c.showPage()
    c.drawString(72, 720, "The bank was founded in 2019.")
    c.save()


def test_pdf_pages_and_boxes(tmp_path):
    pdf = tmp_path / "terms.pdf"
    _make_pdf(pdf)
    doc = load_document(pdf)
    assert doc.kind == "pdf" and doc.n_pages == 3 and doc.doc_id == "terms.pdf"
    assert_spans_exact(doc)
    by_text = {s.text: s for s in doc.sentences}
    expect = {"The monthly fee is 5 EUR.": 1, "Cards are free for students.": 1,
              "Transfers take 2 business days.": 2, "The bank was founded in 2019.": 3}
    for text, page in expect.items():
        s = by_text[text]
        assert doc.pages_for_span(s.span) == (page,)
        assert doc.page_for_offset(s.span.char_start) == page
        assert [b.page for b in s.span.bboxes] == [page]
    box = by_text["Transfers take 2 business days."].span.bboxes[0]
    assert (box.x0, box.y0) == (100.0, 650.0) and box.x1 > box.x0 and box.y1 > box.y0
    assert box.approximate
    assert load_pdf(pdf) == doc


def test_pdf_errors(tmp_path):
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"not a pdf at all")
    with pytest.raises(DataFormatError, match=r"bad\.pdf"):
        load_pdf(bad)


def test_fake_pdf_gives_one_error_line_with_the_library_warnings_inside(tmp_path):
    pytest.importorskip("pypdf")
    fake = tmp_path / "fake.pdf"
    fake.write_bytes(b"not really a pdf %PDF-1.4 garbage")
    answer = tmp_path / "a.txt"
    answer.write_text("It is fine.", encoding="utf-8")
    result = subprocess.run(
        [str(Path(sys.executable).with_name("groundtrace")), "verify", "--context", str(fake),
         "--response", str(answer), "--encoder", "hashing"],
        capture_output=True, text=True, check=False)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    assert "not a readable PDF" in lines[0] and "invalid pdf header" in lines[0]


def test_text_and_markdown_loaders(tmp_path):
    (tmp_path / "a.txt").write_text("One. Two.\n\nThree.", encoding="utf-8")
    (tmp_path / "b.md").write_text("# Title\nBody text.", encoding="utf-8")
    (tmp_path / "c.bin").write_bytes(b"\xff\xfe\x00")
    a = load_text(tmp_path / "a.txt")
    assert [s.text for s in a.sentences] == ["One.", "Two.", "Three."]
    assert len(a.sections[0].paragraphs) == 2
    b = load_markdown(tmp_path / "b.md", doc_id="faq")
    assert b.sections[0].title == "Title" and b.doc_id == "faq"
    with pytest.raises(DataFormatError, match="no such file"):
        load_document(tmp_path / "missing.txt")
    with pytest.raises(InvalidInput, match="cannot tell the kind"):
        load_document(tmp_path / "c.bin")
    with pytest.raises(DataFormatError, match="not valid UTF-8"):
        load_document(tmp_path / "c.bin", kind="text")
    with pytest.raises(InvalidInput, match="doc_id must be"):
        Document.from_text("x", 'bad id "><')
