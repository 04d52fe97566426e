"""Which requests the server answers at all: the Host they were addressed to, and where a POST came from.

Two holes a web page elsewhere could use through a visitor's browser:
- DNS rebinding: a name the attacker controls resolves to 127.0.0.1 (or the LAN address), so the
  browser treats the server as the attacker's own origin. Such a request carries the attacker's name in
  Host, so only the names this server is known by are answered (421 otherwise).
- Cross-site POSTs (a form or a no-preflight fetch from another site) that make the server check a
  document on the page's behalf. Browsers say where a request came from (Sec-Fetch-Site, Origin);
  a cross-site state-changing request gets 403. Clients that send neither (curl, scripts) are served.
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import urlsplit

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


def host_name(host: str) -> str:
    """'127.0.0.1:8765' -> '127.0.0.1'; '[::1]:8765' -> '::1'; 'Name.Local.' -> 'name.local'."""
    if host.startswith("["):
        name = host[1:].split("]", 1)[0]
    else:
        name = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    return name.lower().rstrip(".")


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def lan_names() -> frozenset[str]:
    """The names this machine answers to on the local network: its host name, with and without .local."""
    own = socket.gethostname().lower().rstrip(".")
    return frozenset({own, own.split(".", 1)[0], own.split(".", 1)[0] + ".local"}) if own else frozenset()


def host_allowed(host: str, local_only: bool, names: frozenset[str] = frozenset()) -> bool:
    """A localhost server answers loopback names only; a LAN server also its IP addresses (an address
    typed by hand cannot be rebound) and the machine's own names in ``names``."""
    name = host_name(host)
    if name in LOOPBACK:
        return True
    if local_only:
        return False
    return _is_ip(name) or name in names


def cross_site(environ: dict) -> bool:
    """True when the browser says this request was sent by a page of another origin."""
    fetch_site = environ.get("HTTP_SEC_FETCH_SITE", "").lower()
    if fetch_site:
        # "same-site" includes another port on localhost (another local app): not this page
        return fetch_site not in ("same-origin", "none")
    origin = environ.get("HTTP_ORIGIN")
    if origin is None:
        return False  # not sent by a browser page (or an old browser's same-origin GET)
    parts = urlsplit(origin)
    return origin == "null" or parts.netloc.lower() != environ.get("HTTP_HOST", "").lower()
