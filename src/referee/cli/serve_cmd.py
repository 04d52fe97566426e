"""`referee serve`: the page for the table (ask, check, share) on this machine or the local network."""

from __future__ import annotations

import logging
import socket
import threading

import typer

from referee.cli.options import complete_lang
from referee.cli.output import console, handles_input_errors
from referee.errors import InputError
from referee.i18n import resolve_lang, t


def _lan_address() -> str | None:
    """This machine's address on the local network (no packet is sent: UDP connect only picks a route)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, only used to choose the interface
            return s.getsockname()[0]
    except OSError:
        return None


SERVE_LANG_HELP = (
    "Language of this command's lines: en, es, nl, ru (default: the locale's); the page speaks each reader's."
)


def register(app: typer.Typer) -> None:
    @app.command("serve")
    @handles_input_errors
    def serve_cmd(
        host: str = typer.Option("127.0.0.1", "--host", help="Address to bind; 0.0.0.0 lets phones on the LAN in."),
        port: int = typer.Option(8765, "--port", "-p", help="Port to listen on (0: any free port)."),
        warm: bool = typer.Option(True, "--warm/--no-warm", help="Load engines and the search index at start."),
        lang: str | None = typer.Option(None, "--lang", "-l", help=SERVE_LANG_HELP, autocompletion=complete_lang),
    ) -> None:
        """A local web page (and JSON API) for the table: ask, check a position, share a ruling.

        Binds to this machine only unless --host is given. API description at /openapi.json.

        Examples:

          referee serve

          referee serve --host 0.0.0.0 --port 8080
        """
        from referee.server.app import create_app, warm_up
        from referee.server.hosting import make_server

        ui = resolve_lang(lang)  # the host's lines; each page speaks its reader's language
        if not 0 <= port <= 65535:
            raise InputError("port must be between 0 and 65535", field="--port")
        logging.basicConfig(level=logging.INFO, format="%(message)s")
        try:
            app_ = create_app(local_only=host in ("127.0.0.1", "localhost", "::1"))
            server = make_server(app_, host, port)
        except OSError as e:
            raise InputError(f"cannot listen on {host}:{port} ({e.strerror or e})", field="--host/--port") from None
        address, bound = server.effective_host, server.effective_port
        shown = f"[{address}]" if ":" in address else address
        console.print(t("serve.at", ui, url=f"[bold]http://{shown}:{bound}/[/]"), soft_wrap=True)
        if host in ("0.0.0.0", "::"):
            lan = _lan_address()
            if lan:
                console.print(t("serve.lan", ui, url=f"[bold]http://{lan}:{bound}/[/]"), soft_wrap=True)
        if warm:
            warm_says = lambda took: console.print(t("serve.warm", ui, s=f"{took:.1f}"))  # noqa: E731
            threading.Thread(target=warm_up, args=(warm_says,), name="warm-up", daemon=True).start()
        try:
            server.run()  # returns on Ctrl+C (waitress catches KeyboardInterrupt and stops its workers)
        finally:
            server.close()
