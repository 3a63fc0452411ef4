"""Ed25519 keys for the audit log: generate, load, sign, verify.

The private key signs every record hash; an examiner verifies with the public
key alone. Keys come from a file or an environment variable:

* ``GROUNDTRACE_SIGNING_KEY``: the private key itself, PEM text or the
  base64 of its 32 raw bytes (convenient for container secrets);
* ``GROUNDTRACE_SIGNING_KEY_FILE``: a path to a PEM private key;
* ``GROUNDTRACE_PUBLIC_KEY`` / ``GROUNDTRACE_PUBLIC_KEY_FILE``: the same for
  verification-only machines.

``key_id`` is the first 16 hex digits of sha256 over the raw public key, so
a log signed by several (rotated) keys can be verified with all of them.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from groundtrace.errors import ConfigurationError, MissingDependency

__all__ = [
    "ENV_PUBLIC_KEY",
    "ENV_PUBLIC_KEY_FILE",
    "ENV_SIGNING_KEY",
    "ENV_SIGNING_KEY_FILE",
    "SignatureVerifier",
    "Signer",
    "load_signature_verifier",
    "load_signer",
    "write_keypair",
]

ENV_SIGNING_KEY = "GROUNDTRACE_SIGNING_KEY"
ENV_SIGNING_KEY_FILE = "GROUNDTRACE_SIGNING_KEY_FILE"
ENV_PUBLIC_KEY = "GROUNDTRACE_PUBLIC_KEY"
ENV_PUBLIC_KEY_FILE = "GROUNDTRACE_PUBLIC_KEY_FILE"

#: Signed bytes are this prefix + the record hash, so a groundtrace signature
#: can never be replayed as a signature over some other protocol's message.
SIGNATURE_DOMAIN = b"groundtrace-audit-v1:"


def _crypto() -> Any:
    try:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ed25519
    except ImportError:  # pragma: no cover - depends on the environment
        raise MissingDependency("cryptography", "audit") from None
    return ed25519, serialization


def _raw_public(public_key: Any) -> bytes:
    _, ser = _crypto()
    return bytes(public_key.public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw))


def key_id_of(public_key: Any) -> str:
    return hashlib.sha256(_raw_public(public_key)).hexdigest()[:16]


class Signer:
    """Signs record hashes with one Ed25519 private key."""

    def __init__(self, private_key: Any) -> None:
        ed25519, _ = _crypto()
        if not isinstance(private_key, ed25519.Ed25519PrivateKey):
            raise ConfigurationError(
                f"the audit signing key must be Ed25519, got {type(private_key).__name__}"
            )
        self._key = private_key
        self.public_key = private_key.public_key()
        self.key_id = key_id_of(self.public_key)

    @classmethod
    def generate(cls) -> Signer:
        ed25519, _ = _crypto()
        return cls(ed25519.Ed25519PrivateKey.generate())

    def sign(self, record_hash: str) -> str:
        """Hex signature over ``SIGNATURE_DOMAIN + record_hash``."""
        return str(self._key.sign(SIGNATURE_DOMAIN + record_hash.encode("ascii")).hex())

    def private_pem(self) -> bytes:
        _, ser = _crypto()
        return bytes(
            self._key.private_bytes(
                ser.Encoding.PEM, ser.PrivateFormat.PKCS8, ser.NoEncryption()
            )
        )

    def private_base64(self) -> str:
        _, ser = _crypto()
        raw = self._key.private_bytes(
            ser.Encoding.Raw, ser.PrivateFormat.Raw, ser.NoEncryption()
        )
        return base64.b64encode(raw).decode("ascii")

    def public_pem(self) -> bytes:
        _, ser = _crypto()
        return bytes(
            self.public_key.public_bytes(
                ser.Encoding.PEM, ser.PublicFormat.SubjectPublicKeyInfo
            )
        )

    def signature_verifier(self) -> SignatureVerifier:
        return SignatureVerifier([self.public_key])


class SignatureVerifier:
    """Checks signatures against one or more trusted public keys (by key id)."""

    def __init__(self, public_keys: Iterable[Any]) -> None:
        self.keys: Mapping[str, Any] = {key_id_of(k): k for k in public_keys}
        if not self.keys:
            raise ConfigurationError("a verifier needs at least one public key")

    def verify(self, key_id: str, record_hash: str, signature: str) -> str | None:
        """None when the signature is valid, else the reason it is not."""
        key = self.keys.get(key_id)
        if key is None:
            return f"signed by key {key_id!r}, not among the trusted keys {sorted(self.keys)}"
        try:
            sig = bytes.fromhex(signature)
        except ValueError:
            return "signature is not hex"
        from cryptography.exceptions import InvalidSignature

        try:
            key.verify(sig, SIGNATURE_DOMAIN + record_hash.encode("ascii"))
        except (InvalidSignature, ValueError, UnicodeEncodeError):
            return "signature does not match the record hash"
        return None


def _load_private(data: bytes, where: str) -> Signer:
    ed25519, ser = _crypto()
    text = data.strip()
    if text.startswith(b"-----BEGIN"):
        try:
            key = ser.load_pem_private_key(text, password=None)
        except (ValueError, TypeError) as exc:
            raise ConfigurationError(
                f"{where}: not a readable unencrypted PEM private key ({exc})"
            ) from None
        return Signer(key)
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raw = b""
    if len(raw) != 32:
        raise ConfigurationError(
            f"{where}: expected a PEM private key or the base64 of 32 raw Ed25519 bytes; "
            "create one with `groundtrace keygen`"
        )
    return Signer(ed25519.Ed25519PrivateKey.from_private_bytes(raw))


def _load_public(data: bytes, where: str) -> Any:
    ed25519, ser = _crypto()
    text = data.strip()
    if text.startswith(b"-----BEGIN PRIVATE KEY"):
        return _load_private(text, where).public_key
    if text.startswith(b"-----BEGIN"):
        try:
            key = ser.load_pem_public_key(text)
        except ValueError as exc:
            raise ConfigurationError(f"{where}: not a readable PEM public key ({exc})") from None
        if not isinstance(key, ed25519.Ed25519PublicKey):
            raise ConfigurationError(f"{where}: the key must be Ed25519, got {type(key).__name__}")
        return key
    try:
        raw = base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raw = b""
    if len(raw) != 32:
        raise ConfigurationError(
            f"{where}: expected a PEM public key or the base64 of 32 raw Ed25519 bytes"
        )
    return ed25519.Ed25519PublicKey.from_public_bytes(raw)


def _read(path: str | os.PathLike[str]) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise ConfigurationError(f"cannot read key file {str(path)!r}: {exc.strerror}") from None


def load_signer(path: str | os.PathLike[str] | None = None) -> Signer:
    """The signing key from ``path``, else ``$GROUNDTRACE_SIGNING_KEY``, else ``..._FILE``.

    Raises:
        ConfigurationError: no key configured, or the key is unreadable.
    """
    if path is not None:
        return _load_private(_read(path), str(path))
    env = os.environ.get(ENV_SIGNING_KEY)
    if env:
        return _load_private(env.encode("utf-8"), f"${ENV_SIGNING_KEY}")
    env_file = os.environ.get(ENV_SIGNING_KEY_FILE)
    if env_file:
        return _load_private(_read(env_file), env_file)
    raise ConfigurationError(
        "no audit signing key: pass --key FILE or set "
        f"{ENV_SIGNING_KEY} / {ENV_SIGNING_KEY_FILE}; create a key with `groundtrace keygen`"
    )


def load_signature_verifier(paths: Iterable[str | os.PathLike[str]] = ()) -> SignatureVerifier:
    """Trusted public keys from ``paths``, else from the environment.

    Falls back to ``$GROUNDTRACE_PUBLIC_KEY[_FILE]`` and then to the public half
    of the configured signing key.

    Raises:
        ConfigurationError: no key found or a key is unreadable.
    """
    keys = [_load_public(_read(p), str(p)) for p in paths]
    if not keys:
        env = os.environ.get(ENV_PUBLIC_KEY)
        if env:
            keys.append(_load_public(env.encode("utf-8"), f"${ENV_PUBLIC_KEY}"))
        env_file = os.environ.get(ENV_PUBLIC_KEY_FILE)
        if env_file:
            keys.append(_load_public(_read(env_file), env_file))
    if not keys:
        try:
            keys.append(load_signer().public_key)
        except ConfigurationError:
            raise ConfigurationError(
                "no public key to verify signatures with: pass --public-key FILE or set "
                f"{ENV_PUBLIC_KEY} / {ENV_PUBLIC_KEY_FILE} (or a signing key)"
            ) from None
    return SignatureVerifier(keys)


def write_keypair(
    path: str | os.PathLike[str], *, force: bool = False
) -> tuple[Path, Path, Signer]:
    """Create a new key: ``path`` (private PEM, mode 0600) and ``path.pub`` (public PEM).

    Raises:
        ConfigurationError: a file exists and ``force`` is false, or it cannot be written.
    """
    private_path = Path(path)
    public_path = private_path.with_name(private_path.name + ".pub")
    for p in (private_path, public_path):
        if p.exists() and not force:
            raise ConfigurationError(f"{p} already exists; pass --force to replace it")
    signer = Signer.generate()
    try:
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
        fd = os.open(private_path, flags, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(signer.private_pem())
        os.chmod(private_path, 0o600)  # O_CREAT's mode is ignored when the file existed
        public_path.write_bytes(signer.public_pem())
    except OSError as exc:
        raise ConfigurationError(
            f"cannot write key files at {private_path}: {exc.strerror}"
        ) from None
    return private_path, public_path, signer
