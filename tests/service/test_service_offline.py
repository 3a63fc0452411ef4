"""The service needs nothing from the network and keeps secrets out of arguments."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from groundtrace.cli import main
from groundtrace.cli.serve import _read_token, serve
from groundtrace.errors import ConfigurationError

pytest.importorskip("fastapi")


def test_docs_page_is_served_by_groundtrace_with_no_script_or_remote_asset(client):
    page = client.get("/docs")
    assert page.status_code == 200
    html = page.text
    assert "<script" not in html.lower()
    assert not re.search(r"(src|href)=\"(https?:)?//", html)
    for path in ("/v1/triage", "/v1/verify", "/v1/records/{record_id}/labels", "TriageRequest"):
        assert path in html
    assert client.get("/openapi.json").json()["paths"]["/v1/triage"]


def test_token_is_read_from_a_file_never_from_an_argument(tmp_path):
    names = {o for p in serve.params for o in getattr(p, "opts", [])}
    assert "--token" not in names and "--token-file" in names
    token_file = tmp_path / "token"
    token_file.write_text("  s3cret-token-of-20-chars \n", encoding="utf-8")
    assert _read_token(str(token_file)) == "s3cret-token-of-20-chars"
    (tmp_path / "empty").write_text("\n", encoding="utf-8")
    with pytest.raises(ConfigurationError, match="is empty"):
        _read_token(str(tmp_path / "empty"))
    with pytest.raises(ConfigurationError, match="cannot read the token file"):
        _read_token(str(tmp_path / "missing"))
    result = CliRunner().invoke(main, ["serve", "--token", "abc"])
    assert result.exit_code == 2 and "No such option" in result.output


def test_readme_serve_examples_pass_the_signing_key_they_need():
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    serve_lines = [line for line in readme.splitlines() if line.startswith("groundtrace serve")]
    assert serve_lines
    for line in serve_lines:
        assert "--key" in line, line
