# benchgate's check of where a Python suite imports the project from (src/run/python-trees.ts runs it with
# the suite's interpreter and environment): python -c "$PROBE" REPO TREE. Prints one JSON object:
# the distributions installed from REPO or TREE (pip's direct_url.json names a file:// source there),
# each with its top-level modules and the file each resolves to. Nothing is imported: find_spec only.
import importlib.util
import json
import os
import sys
from importlib import metadata
from urllib.parse import urlparse
from urllib.request import url2pathname

# Run as `python -c`, which puts the working folder first on sys.path; a `pytest` command does not. Leave it out.
if sys.path and sys.path[0] == "":
    sys.path.pop(0)

repo, tree = (os.path.realpath(p) for p in sys.argv[1:3])


def inside(path, root):
    try:
        return os.path.commonpath([path, root]) == root
    except ValueError:
        return False


def source(dist):
    try:
        info = json.loads(dist.read_text("direct_url.json") or "null")
    except ValueError:
        return None, False
    if not isinstance(info, dict):
        return None, False
    url = urlparse(info.get("url", ""))
    if url.scheme != "file":
        return None, False
    return os.path.realpath(url2pathname(url.path)), bool((info.get("dir_info") or {}).get("editable"))


def module_name(entry):
    """The module a top-level file or folder of a wheel provides, or None."""
    if entry.startswith("__editable__") or entry in ("__pycache__", "..") or entry.endswith((".dist-info", ".egg-info", ".data", ".pth")):
        return None
    if "." not in entry:
        return entry
    stem, _, ext = entry.partition(".")
    return stem if ext == "py" or ext.endswith(("so", "pyd")) else None


def names(dist):
    found = set((dist.read_text("top_level.txt") or "").split())
    if found:
        return found
    for f in dist.files or []:
        parts = f.parts
        if not parts:
            continue
        if parts[0].endswith(".pth") and not parts[0].startswith("distutils-"):
            # A path entry of an editable install (hatchling, flit, pdm, setuptools' lenient mode): what that folder holds.
            for line in (f.read_text() or "").splitlines():
                folder = line.strip()
                if folder and not folder.startswith(("#", "import ")) and os.path.isdir(folder):
                    for entry in os.listdir(folder):
                        full = os.path.join(folder, entry)
                        if (os.path.isdir(full) and os.path.exists(os.path.join(full, "__init__.py"))) or (os.path.isfile(full) and module_name(entry)):
                            found.add(module_name(entry) or entry)
            continue
        name = module_name(parts[0]) if len(parts) == 1 else (parts[0] if module_name(parts[0]) else None)
        if name:
            found.add(name)
    return found


def where(name):
    try:
        spec = importlib.util.find_spec(name)
    except Exception:  # a broken finder or package: the run will say so itself
        return None
    if spec is None:
        return None
    if spec.has_location and spec.origin:
        return os.path.realpath(spec.origin)
    locations = list(spec.submodule_search_locations or [])
    return os.path.realpath(locations[0]) if locations else None


dists = []
for dist in metadata.distributions():
    src, editable = source(dist)
    if src is None or not (inside(src, repo) or inside(src, tree)):
        continue
    modules = [{"name": n, "path": where(n)} for n in sorted(names(dist))]
    dists.append({"name": dist.metadata["Name"], "source": src, "editable": editable, "modules": modules})

print(json.dumps({"python": sys.executable, "repo": repo, "tree": tree, "dists": dists}))
