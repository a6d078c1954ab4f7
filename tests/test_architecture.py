"""The package's shape: the layer contract (import-linter) and no imports the graph cannot see."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "yeastlab"


_IMPORT_ERRORS = ("ImportError", "ModuleNotFoundError")


def _modules() -> list[tuple[Path, ast.Module]]:
    return [(path, ast.parse(path.read_text())) for path in sorted(PACKAGE.rglob("*.py"))]


def test_layer_contract_is_kept():
    """faces → lab → agent → profiles → cognition → store → backends → core, no cycles."""
    from importlinter.cli import lint_imports

    assert lint_imports(config_filename=str(ROOT / "pyproject.toml"), no_cache=True) == 0


def test_no_dynamic_imports_of_our_code():
    """No ``__import__`` or ``importlib`` of a name read at run time, except the lazy front door."""
    allowed = {PACKAGE / "__init__.py", PACKAGE / "faces" / "cli" / "__init__.py"}
    found = []
    for path, tree in _modules():
        if path in allowed:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "__import__":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.Attribute) and node.attr == "import_module":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, found


def test_no_import_error_guards_around_our_own_modules():
    """An ``except ImportError`` is for optional third-party packages, never for yeastlab's own."""
    found = []
    for path, tree in _modules():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Try):
                continue
            guards = [
                h
                for h in node.handlers
                if isinstance(h.type, ast.Name)
                and h.type.id in ("ImportError", "ModuleNotFoundError")
            ]
            ours = [
                n
                for stmt in node.body
                for n in ast.walk(stmt)
                if isinstance(n, ast.ImportFrom) and (n.module or "").startswith("yeastlab")
            ]
            if guards and ours:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, found


#: Where importing our own code inside a function is allowed: the lazy front door
#: (``import yeastlab`` stays light), the CLI's start-up, and, inside ``backends/``, the two network
#: backends (``ollama``, ``ssh``, ``openai``: about half a second each, pulling in httpx or
#: paramiko), which choosing the offline backend must not load.
_LAZY_FILES = {PACKAGE / "__init__.py"}
_LAZY_FOLDERS = (PACKAGE / "faces" / "cli",)
_NETWORK_BACKENDS = {
    "yeastlab.backends.ollama",
    "yeastlab.backends.ssh",
    "yeastlab.backends.openai",
}


def _imported(node: ast.AST) -> list[str]:
    if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
        return [node.module]
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    return []


def test_no_function_level_imports_of_our_code():
    """Every import of yeastlab is at a module's top, where the import graph can be read."""
    found = set()
    for path, tree in _modules():
        if path in _LAZY_FILES or any(path.is_relative_to(f) for f in _LAZY_FOLDERS):
            continue
        in_backends = path.is_relative_to(PACKAGE / "backends")
        for func in ast.walk(tree):
            if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(func):
                for module in _imported(node):
                    if module.split(".")[0] != "yeastlab":
                        continue
                    if in_backends and module in _NETWORK_BACKENDS:
                        continue
                    found.add(f"{path.relative_to(ROOT)}:{node.lineno} {module}")
    assert not found, sorted(found)


def test_cognition_and_profiles_never_receive_the_agent():
    """Cognition and the profiles take a ``Mind`` (or the store…), never a ``yeast`` argument."""
    found = []
    for path, tree in _modules():
        if not any(path.is_relative_to(PACKAGE / layer) for layer in ("cognition", "profiles")):
            continue
        for func in ast.walk(tree):
            if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
                args = func.args.posonlyargs + func.args.args + func.args.kwonlyargs
                if any(a.arg == "yeast" for a in args):
                    found.append(f"{path.relative_to(ROOT)}:{func.lineno} {func.name}")
    assert not found, found


# Private attributes of other libraries that a test may use, each because the library offers no
# public way to do what the browser or the OS does.
_FOREIGN_PRIVATE = {
    "_handle_string_msg",  # ipywidgets: the message a browser sends when Enter is pressed
    "_exit",  # os._exit: a child process dying without cleanup, as a killed one would
    "_current_frames",  # sys._current_frames: where a test that never ends is waiting
}


def test_tests_reach_the_public_surface_only():
    """Tests use what a notebook could use: no ``obj._name`` outside the test's own classes (the
    fixtures are the fakes' own code and may reach into the fakes)."""
    found = []
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
                continue
            if node.attr.startswith("__") or node.attr in _FOREIGN_PRIVATE:
                continue
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
    assert not found, "\n".join(found)


def test_tests_import_no_private_names_of_ours():
    """``from yeastlab.x import _name`` is reaching past the public surface too: a test that
    needs a helper uses the name its module makes public."""
    found = []
    for path in sorted((ROOT / "tests").glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            ours = isinstance(node, ast.ImportFrom) and (node.module or "").startswith("yeastlab")
            if not ours:
                continue
            found += [
                f"{path.relative_to(ROOT)}:{node.lineno} {node.module}.{alias.name}"
                for alias in node.names
                if alias.name.startswith("_") and not alias.name.startswith("__")
            ]
    assert not found, "\n".join(found)


#: Patterns that cut at ".", "!" or "?" for another purpose than sentences, and why.
_NOT_SENTENCES = {
    # the safety gate's phrase boundaries: every dot, quote, bracket and slash, so the pieces of
    # an obfuscated attack ("IGNORE.ALL.RULES", "<sys>…</sys>") are read apart
    ("yeastlab/cognition/safety_lexicon.py", "BOUNDARY"),
    # the forget reader's clauses, and the topic fronted before a request ("Tattoo? Scrap it."):
    # every stop, colon, dash and arrow
    ("yeastlab/cognition/forget_reading.py", "_CLAUSES"),
    ("yeastlab/cognition/forget_phrases.py", "TOPIC_END"),
    # a text written right to left: its stops come before its words, so it is cut at them bare
    ("yeastlab/core/normalize.py", "re.split"),
}
_SPLITTING = {"split", "finditer", "findall"}


def _pattern_text(node: ast.AST) -> str:
    """The literal parts of a pattern expression (f-string pieces and "+" joins included)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(_pattern_text(v) for v in node.values)
    if isinstance(node, ast.BinOp):
        return _pattern_text(node.left) + _pattern_text(node.right)
    return ""


def _cuts_at_stops(pattern: str) -> bool:
    """Whether a pattern holds a character class with "." and "!" or "?" (a sentence stop);
    a negated class ("[^.!?]": up to a stop) or one in a negative look-behind is no cut."""
    for m in re.finditer(r"(?<!\\)\[((?:\\.|[^\]])*)\]", pattern):
        cls = m.group(1)
        if cls.startswith("^") or pattern[: m.start()].endswith("(?<!"):
            continue
        if "." in cls and ("!" in cls or "?" in cls):
            return True
    return False


def test_only_the_core_home_cuts_sentences():
    """No module but ``core/sentences.py`` splits text with a regex cutting at sentence stops:
    one splitter, so two readers never disagree on where a sentence ends."""
    home = PACKAGE / "core" / "sentences.py"
    found = []
    for path, tree in _modules():
        if path == home:
            continue
        rel = str(path.relative_to(ROOT))
        compiled: dict[str, str] = {}
        used: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                call = node.value
                if isinstance(call.func, ast.Attribute) and call.func.attr == "compile":
                    for target in node.targets:
                        if isinstance(target, ast.Name) and call.args:
                            compiled[target.id] = _pattern_text(call.args[0])
            if isinstance(node, ast.Attribute) and node.attr in _SPLITTING:
                if isinstance(node.value, ast.Name):
                    used.add(node.value.id)
                elif isinstance(node.value, ast.Attribute):
                    used.add(node.value.attr)  # lx.BOUNDARY.split
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in _SPLITTING
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "re"
                and node.args
                and _cuts_at_stops(_pattern_text(node.args[0]))
                and (rel, "re." + node.func.attr) not in _NOT_SENTENCES
            ):
                found.append(f"{rel}:{node.lineno} re.{node.func.attr}")
        for name, pattern in compiled.items():
            if name in used and _cuts_at_stops(pattern) and (rel, name) not in _NOT_SENTENCES:
                found.append(f"{rel} {name}")
    assert not found, found
