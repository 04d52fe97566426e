import os
import socket
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory, monkeypatch):
    """Tests never touch the real user's data or cache; the built index is shared across the session."""
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path_factory.getbasetemp() / "data"))
    monkeypatch.setenv(
        "REFEREE_CACHE_DIR", os.environ.get("REFEREE_TEST_CACHE") or str(tmp_path_factory.getbasetemp() / "cache")
    )
    # the UI language comes from the LANG a test sets; a machine's LANGUAGE could pick it where LANG is one we lack
    monkeypatch.delenv("LANGUAGE", raising=False)


class _NoNetwork(socket.socket):
    def connect(self, address):  # noqa: D401
        if isinstance(address, tuple) and address[0] not in ("127.0.0.1", "localhost", "::1"):
            raise OSError(f"network access blocked in tests: {address}")
        return super().connect(address)


@pytest.fixture(autouse=True, scope="session")
def _block_network():
    """No test may reach the network: the tool must work offline."""
    original = socket.socket
    socket.socket = _NoNetwork
    yield
    socket.socket = original
