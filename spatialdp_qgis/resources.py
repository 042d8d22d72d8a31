"""Paths of the plugin's bundled resources."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "resources"


def icon_path(name="spatialdp.svg"):
    return str(ROOT / "icons" / name)
