"""The inspector in a real browser: JupyterLab on localhost driven by Playwright and chromium.

The test copies the inspector notebook and the prompt sets into a temporary root, starts
JupyterLab on a free loopback port with a private token, opens the notebook, runs every cell,
then uses the widget like a person would: picks a tier in the filter, types in the say box and
presses Tab (nothing is sent) then Enter (the turn is sent), checks that the Context tab
shows the exact messages the turn sent, opens every tab, and saves a screenshot of each
(``tests/artifacts/inspector-<tab>.png``; the Context tab's with its messages in view). It
then opens every notebook of ``notebooks/`` with its saved outputs and saves a screenshot of
each (``tests/artifacts/notebook-<name>.png``). CI keeps ``tests/artifacts/`` for looking at.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fixtures.tools import require_tool

from yeastlab.faces.inspector import TABS

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = ROOT / "tests" / "artifacts"

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(url: str, proc: subprocess.Popen, timeout: float = 120) -> None:
    import httpx

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"jupyter lab exited with {proc.returncode}")
        try:
            if httpx.get(url, timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    raise TimeoutError(f"jupyter lab did not answer at {url}")


def _copy_with_small_prompt_sets(root: Path) -> None:
    """The inspector notebook, its parameters pointed at short prompt sets (a browser test
    checks the widget, not the fermentation, so it need not wait for the full sets)."""
    import nbformat

    notebook = nbformat.read(ROOT / "notebooks" / "06-memory-inspector.ipynb", as_version=4)
    (root / "prompts" / "short_init.txt").write_text(
        "Hello, I am your creator.\nYou are a yeast.\nYour memories fade unless recalled.\n"
    )
    (root / "prompts" / "short_probes.txt").write_text("Who are you?\nWhat do you want most?\n")
    cell = next(c for c in notebook.cells if "parameters" in c.metadata.get("tags", []))
    cell.source += '\nprompts = "../prompts/short_init.txt"\nprobes = "../prompts/short_probes.txt"'
    for code in notebook.cells:
        if code.cell_type == "code":
            code.outputs, code.execution_count = [], None
    nbformat.write(notebook, root / "notebooks" / "06-memory-inspector.ipynb")


@pytest.fixture
def jupyter_lab(tmp_path):
    require_tool(CHROMIUM, "Debian chromium")
    root = tmp_path / "root"
    (root / "notebooks").mkdir(parents=True)
    shutil.copytree(ROOT / "prompts", root / "prompts")
    for notebook in (ROOT / "notebooks").glob("*.ipynb"):  # with their saved outputs
        shutil.copy(notebook, root / "notebooks" / notebook.name)
    _copy_with_small_prompt_sets(root)
    port, token = _free_port(), secrets.token_hex(16)
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
        "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime"),
        "LANCEDB_LOG": "error",
    }
    log = (tmp_path / "jupyter.log").open("w")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            f"--port={port}",
            "--ip=127.0.0.1",
            f"--ServerApp.token={token}",
            f"--ServerApp.root_dir={root}",
            *(["--allow-root"] if os.geteuid() == 0 else []),
            "--LabApp.news_url=",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait_for(f"http://127.0.0.1:{port}/api/status?token={token}", proc)
        yield f"http://127.0.0.1:{port}", token
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def test_inspector_renders_and_responds_in_jupyterlab(jupyter_lab):
    from playwright.sync_api import sync_playwright

    base, token = jupyter_lab
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.set_default_timeout(300_000)
        try:
            _use_the_inspector(page, base, token)
            _look_at_every_notebook(browser, base, token)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "inspector-failure.png"), full_page=True)
            raise
        finally:
            browser.close()
    assert (ARTIFACTS / "inspector.png").stat().st_size > 10_000
    for tab in TABS:
        assert (ARTIFACTS / f"inspector-{_slug(tab)}.png").stat().st_size > 10_000, tab
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        assert (ARTIFACTS / f"notebook-{notebook.stem}.png").stat().st_size > 10_000, notebook


def _slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def _run_all_cells(page, attempts: int = 3) -> None:
    """Run > Run All Cells, again if the click landed before the notebook was ready."""
    started = page.locator(".jp-InputPrompt", has_text=re.compile(r"\[(\*|\d+)\]"))
    for _ in range(attempts):
        page.locator(".jp-Notebook").click()
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_text("Run All Cells", exact=True).click()
        try:
            started.first.wait_for(timeout=30_000)
            return
        except Exception:  # playwright's TimeoutError: try the menu again
            page.keyboard.press("Escape")
    raise AssertionError("JupyterLab never started running the notebook")


def _use_the_inspector(page, base: str, token: str) -> None:
    from playwright.sync_api import expect

    page.goto(f"{base}/lab/tree/notebooks/06-memory-inspector.ipynb?token={token}")
    page.locator(".jp-Notebook").wait_for()
    expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1)
    expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=120_000)
    _run_all_cells(page)
    tabs = page.locator(".widget-tab").first
    tabs.wait_for()
    memories = page.locator(".widget-html-content", has_text=re.compile(r"^\s*\d+ memories")).first
    expect(memories).to_contain_text("episodic")

    # The filter: pick the episodic tier; the table must then hold only episodic rows.
    tier = page.get_by_label("tier", exact=True)
    tier.select_option("semantic")
    expect(memories).to_contain_text("no memories match")
    tier.select_option("episodic")
    expect(memories).not_to_contain_text("no memories match")
    expect(memories.get_by_role("cell", name="semantic", exact=True)).to_have_count(0)
    expect(memories.get_by_role("cell", name="episodic", exact=True).first).to_be_visible()

    tier.select_option("all")

    # The say box: Tab leaves it without sending; Enter sends.
    status = page.locator(".widget-html-content", has_text=re.compile(r"\d+ turns,")).first
    before = status.inner_text()
    say = page.get_by_placeholder("say something to the yeast (Enter sends)")
    say.click()
    say.press_sequentially("Please remember that my oven")
    say.press("Tab")
    page.wait_for_timeout(1500)
    assert status.inner_text() == before, "Tab sent a half-typed message"
    say.click()
    say.press("End")
    say.press_sequentially(" runs hot.")
    say.press("Enter")
    expect(status).not_to_have_text(before, timeout=60_000)
    expect(say).to_have_value("")
    page.get_by_role("tab", name="Context", exact=True).click()
    context = page.locator(".widget-html-content:visible", has_text="prompt tokens")
    expect(context.first).to_contain_text("Please remember that my oven runs hot.")
    # The exact messages the turn sent: the system prompt, then the user message ending with it.
    sent = context.first.locator(".yeast-messages")
    expect(sent).to_contain_text("#1 system")
    expect(sent.locator(".yeast-message").last).to_contain_text("my oven runs hot.")
    expect(context.first).to_contain_text("exactly as sent")

    # Every tab, with a screenshot of each (the Context tab's with its messages in view).
    for title in TABS:
        page.get_by_role("tab", name=title, exact=True).click()
        tabs.scroll_into_view_if_needed()
        if title == "Context":
            page.locator(".yeast-messages:visible").first.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        page.screenshot(path=str(ARTIFACTS / f"inspector-{_slug(title)}.png"))
    page.get_by_role("tab", name="History", exact=True).click()
    history = page.locator(".widget-html-content:visible", has_text="my oven runs hot")
    expect(history.first).to_be_visible()
    page.get_by_role("tab", name="Self-model", exact=True).click()
    expect(page.get_by_text("diff v1").first).to_be_visible()
    page.get_by_role("tab", name="Memories", exact=True).click()
    tabs.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "inspector.png"))


def _look_at_every_notebook(browser, base: str, token: str) -> None:
    """Each notebook as JupyterLab shows it with its saved outputs, one screenshot each.

    Each in a page of its own with a reset workspace: going to another notebook's address from
    the inspector's page left that page showing the inspector notebook (its unsaved changes
    make the browser ask before leaving, and the question is dismissed), so every screenshot
    was of notebook 06. The current tab must be the notebook's before the screenshot is taken.
    """
    from playwright.sync_api import expect

    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        try:
            page.goto(f"{base}/lab/tree/notebooks/{notebook.name}?reset&token={token}")
            current = page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current")
            expect(current).to_contain_text(notebook.name, timeout=60_000)
            page.locator(".jp-Notebook .jp-Cell:visible").first.wait_for(timeout=60_000)
            page.wait_for_timeout(1500)
            page.screenshot(path=str(ARTIFACTS / f"notebook-{notebook.stem}.png"))
        finally:
            page.close()
