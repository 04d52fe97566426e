"""A live server (waitress, as `referee serve` runs it) on 127.0.0.1, a free port, and a headless system
Chromium driven by selenium."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from werkzeug.test import Client

from referee.server import create_app
from referee.server.hosting import serving

HERE = Path(__file__).resolve().parent
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
CHROME_FLAGS = [
    "--headless",
    "--no-sandbox",  # CI runs as root
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def app():
    return create_app()


@pytest.fixture
def client(app) -> Client:
    return Client(app)


@pytest.fixture(scope="session")
def live_server(app) -> Iterator[str]:
    with serving(app) as url:
        yield url


@pytest.fixture
def lookup_ready() -> None:
    """The search index loaded (built on first use, in this process) before a browser waits on a question.

    Function-scoped so that it runs inside the isolated user dirs of tests/conftest.py (the index is
    cached on disk and in memory after the first build, so later calls cost milliseconds)."""
    import importlib.util

    if importlib.util.find_spec("referee.index.search") is None:
        pytest.skip("the lookup (referee.index.search) is not in this tree yet")
    from referee.server import api

    api.ask_json("warm up", top=1)


def _browser_present() -> bool:
    return Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()


def _ensure_browser() -> str | None:
    """None when chromium is there (installing it with the project's script if needed), else why not."""
    if _browser_present():
        return None
    if os.environ.get("REFEREE_NO_BROWSER_INSTALL") or shutil.which("apt-get") is None or os.geteuid() != 0:
        return "chromium is absent and cannot be installed here (run tests/server/install_browser.sh as root)"
    done = subprocess.run(["bash", str(HERE / "install_browser.sh")], capture_output=True, text=True, timeout=900)
    if done.returncode != 0 or not _browser_present():
        return f"chromium is absent and install_browser.sh failed: {done.stderr.strip()[-300:]}"
    return None


@pytest.fixture(scope="session")
def browser():
    why = _ensure_browser()
    if why:
        pytest.skip(why)
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install -e '.[test]')")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in CHROME_FLAGS:
        options.add_argument(flag)
    profile = tempfile.mkdtemp(prefix="referee-chromium-")
    options.add_argument(f"--user-data-dir={profile}")
    # an explicit driver path: selenium-manager never runs, so nothing is downloaded
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def phone(browser):
    """The browser as a 360 px wide phone screen for one test."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 360, "height": 780, "deviceScaleFactor": 2, "mobile": True}
    )
    yield browser
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
