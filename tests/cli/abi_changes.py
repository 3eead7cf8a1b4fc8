#!/usr/bin/env python3
"""Reads an abidiff report (stdin) and says whether untangle.h's "ABI stability" rules call
its changes compatible: functions added, and fields appended to structs (every public struct
begins with struct_size, or options_version, so old callers and new tell each other apart).
Prints "compatible" or "incompatible: LINE" for the first line that is neither; exit 0 either
way (tests/cli/abi.sh decides)."""
import re
import sys

# Lines of a report whose changes are all compatible: summaries, the path from a function to
# a changed struct, a struct's growth, added functions, an insertion and where it is.
ALLOWED = [
    r"Functions changes summary: 0 Removed, \d+ Changed(?: \(\d+ filtered out\))?, \d+ Added functions?",
    r"Variables changes summary: 0 Removed, 0 Changed, 0 Added variables?",
    r"\d+ functions? with some indirect sub-type change:",
    r"\d+ Added functions?:",
    r"\[A\] 'function .*'(?:    \{\w+(?:@@?\w+(?:\.\w+)*)?\})?",
    r"\[C\] 'function .*' (?:at .* )?has some indirect sub-type changes:",
    r"(?:parameter \d+ of type|return type) '.*' has sub-type changes:",
    r"in pointed to type '.*':",
    r"in referenced type '.*':",
    r"in unqualified underlying type '.*':",
    r"underlying type '.*' changed:",
    r"type of '.*' changed:",
    r"type size changed from \d+ to \d+ \(in bits\)",
    r"\d+ data member insertions?:",
    r"'.*', at offset \d+ \(in bits\)(?: at .*)?",
    r"note that this is an ABI incompatible change to the vtable of .*",
]


def verdict(report):
    old_size = None
    for raw in report.splitlines():
        line = raw.strip()
        if not line:
            continue
        if not any(re.fullmatch(pattern, line) for pattern in ALLOWED) or line.startswith("note that"):
            return "incompatible: " + line
        size = re.fullmatch(r"type size changed from (\d+) to (\d+) \(in bits\)", line)
        if size:
            old_size = int(size.group(1))
            if int(size.group(2)) < old_size:
                return "incompatible: " + line
        inserted = re.fullmatch(r"'.*', at offset (\d+) \(in bits\).*", line)
        if inserted and (old_size is None or int(inserted.group(1)) < old_size):
            return "incompatible: " + line + " (not appended)"
    return "compatible"


if __name__ == "__main__":
    print(verdict(sys.stdin.read()))
