"""Keys: generation, loading from files and the environment, keygen CLI."""

from __future__ import annotations

import json
import os
import stat

import pytest
from click.testing import CliRunner

from groundtrace.audit import Signer, load_signature_verifier, load_signer, write_keypair
from groundtrace.canonical import canonical_json, sha256_hex
from groundtrace.cli import main
from groundtrace.errors import ConfigurationError, InvalidInput

H = "ab" * 32


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch):
    for name in ("GROUNDTRACE_SIGNING_KEY", "GROUNDTRACE_SIGNING_KEY_FILE",
                 "GROUNDTRACE_PUBLIC_KEY", "GROUNDTRACE_PUBLIC_KEY_FILE"):
        monkeypatch.delenv(name, raising=False)


def test_sign_and_verify_round_trip():
    s = Signer.generate()
    sig = s.sign(H)
    assert s.signature_verifier().verify(s.key_id, H, sig) is None
    assert "does not match" in s.signature_verifier().verify(s.key_id, "cd" * 32, sig)
    assert "not hex" in s.signature_verifier().verify(s.key_id, H, "zz")
    stranger = Signer.generate().signature_verifier()
    assert "not among the trusted keys" in stranger.verify(s.key_id, H, sig)


def test_keypair_files_and_permissions(tmp_path):
    priv, pub, signer = write_keypair(tmp_path / "k.key")
    assert stat.S_IMODE(os.stat(priv).st_mode) == 0o600
    assert pub.name == "k.key.pub"
    loaded = load_signer(priv)
    assert loaded.key_id == signer.key_id
    assert load_signature_verifier([pub]).keys.keys() == {signer.key_id}
    with pytest.raises(ConfigurationError, match="already exists; pass --force"):
        write_keypair(tmp_path / "k.key")
    assert write_keypair(tmp_path / "k.key", force=True)[2].key_id != signer.key_id


def test_keys_from_environment(monkeypatch, tmp_path):
    s = Signer.generate()
    monkeypatch.setenv("GROUNDTRACE_SIGNING_KEY", s.private_base64())
    assert load_signer().key_id == s.key_id
    # falls back to the signing key's public half
    assert load_signature_verifier().keys.keys() == {s.key_id}
    monkeypatch.setenv("GROUNDTRACE_SIGNING_KEY", s.private_pem().decode())
    assert load_signer().key_id == s.key_id
    monkeypatch.delenv("GROUNDTRACE_SIGNING_KEY")
    path = tmp_path / "x.key"
    path.write_bytes(s.private_pem())
    monkeypatch.setenv("GROUNDTRACE_SIGNING_KEY_FILE", str(path))
    assert load_signer().key_id == s.key_id
    other = Signer.generate()
    monkeypatch.setenv("GROUNDTRACE_PUBLIC_KEY", other.public_pem().decode())
    assert load_signature_verifier().keys.keys() == {other.key_id}


def test_missing_and_bad_keys_are_clear_errors(monkeypatch, tmp_path):
    with pytest.raises(ConfigurationError, match=r"no audit signing key.*groundtrace keygen"):
        load_signer()
    with pytest.raises(ConfigurationError, match="no public key to verify"):
        load_signature_verifier()
    monkeypatch.setenv("GROUNDTRACE_SIGNING_KEY", "not a key")
    with pytest.raises(ConfigurationError, match="base64 of 32 raw Ed25519 bytes"):
        load_signer()
    with pytest.raises(ConfigurationError, match="cannot read key file"):
        load_signer(tmp_path / "missing.key")


def test_canonical_json_is_stable_and_strict():
    assert canonical_json({"b": 1, "a": [1.5, "é"]}) == '{"a":[1.5,"é"],"b":1}'
    assert sha256_hex("x") == sha256_hex(b"x")
    # NaN is not JSON: to_jsonable turns it into null instead of writing NaN.
    assert canonical_json({"x": float("nan")}) == '{"x":null}'


def test_keygen_cli(tmp_path):
    out = tmp_path / "audit.key"
    r = CliRunner().invoke(main, ["keygen", "-o", str(out), "--json"])
    assert r.exit_code == 0, r.output
    info = json.loads(r.output)
    assert info["key_id"] == load_signer(out).key_id
    again = CliRunner().invoke(main, ["keygen", "-o", str(out)])
    assert again.exit_code == 1 and "already exists; pass --force" in again.output


def test_timestamps_parse_and_reject():
    from groundtrace.audit.record import format_timestamp, parse_timestamp

    assert format_timestamp(parse_timestamp("2026-01-31")) == "2026-01-31T00:00:00.000000Z"
    assert format_timestamp(parse_timestamp("2026-01-31T10:00:00+02:00")).startswith(
        "2026-01-31T08:00:00"
    )
    with pytest.raises(InvalidInput, match="expected a date"):
        parse_timestamp("yesterday")
