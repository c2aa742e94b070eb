#!/usr/bin/env python3
"""Catalogues the C++ AMP conformance suite against its port in tests/conformance.

Usage: catalogue.py SUITE_DIR [--list] [--markdown]
  SUITE_DIR  the suite's Tests folder, from ROCm/hcc at commit 438c88fa:
             git -C HCC archive 438c88fa amp-conformance/Tests | tar -x -C DIR
             then DIR/amp-conformance/Tests
  --list     one line per test: PATH <tab> STATUS <tab> REASON
  --markdown the tables of docs/conformance.md (the default)

A test is a folder holding test.cpp. Its status is
  ported    tests/conformance/PATH.c exists; "passing" unless
            known-failures.txt lists it (an ampcc bug)
  skipped   with one reason: a decision recorded by hand in not-ported.txt
            (PATH | reason), else the first rule of RULES below whose pattern
            occurs in the test's code (comments stripped), else
            "portable today, not yet ported".
The rules are heuristics over the source text: they say what a test needs,
not what it is about, so a test can wait for one feature and use others.
"""
import os
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))

OUT_OF_SCOPE = "out of scope: textures / Direct3D interop"
NOT_YET = "portable today, not yet ported"
CXX_HELPERS = "portable, but its C++ helpers (classes, templates, functors) need rewriting; not yet ported"

# (reason, pattern over the folder path or None, pattern over the code or None)
RULES = [
    (OUT_OF_SCOPE, r"[Tt]exture|[Ii]nterop|D3D|[Dd]irect3[dD]_[Ii]nterop",
     r"\btexture\b|texture<|texture_view|\bID3D|D3D11|d3d_access|direct3d::(get_device|create_accelerator_view|get_buffer|make_array|make_texture|get_texture|get_sampler|make_sampler)"),
    ("C++ only: overloading on restriction specifiers", r"2_3_2_1_Over_Reso|/Overloading/", None),
    ("C++ only: special member functions, constructors, destructors",
     r"Special_member_functions|Cons_and_Dest|/destructor|/Destructor|/Constructor", None),
    ("C++ only: exception specifications, throw, try/catch", r"Exception_specification|/Throw|/TryCatch", None),
    ("C++ only: virtual functions, inheritance", r"/Virtual|VirtualBase|virtual\.", None),
    ("C++ only: templates", r"/Templates?/|/template\.", None),
    ("C++ only: decltype, auto", r"decltype|Auto_inference|/auto", None),
    ("C++ only: references", r"/Reference|RefToPointer|/References?/", None),
    ("C++ only: default arguments, most vexing parse, linkage specifications",
     r"DefaultArguments|Most_vexing_parse|Linkage_specification", None),
    ("C++ only: member functions, classes", r"Member_function|/Class\.|/class|Member_fun|/Classes/", None),
    ("C++ only: lambdas as such (lambda syntax, capture of this, nested and cpu lambdas)",
     r"2_1_2_Lamb_Expr_Synt|2_4_3_3_Lamb_Expr|/Lambda|/lambda", None),
    ("C++ only: function pointer and reference conversions", r"2_3_1_Func_poin_conv", None),
    ("waits for: async copies, completion_future", None, r"_async\b|completion_future|\.then\s*\("),
    ("waits for: staging arrays", r"[Ss]taging", r"[Ss]taging|\bstg_"),
    ("waits for: cpu access types (set_default_cpu_access_type, access_type; not yet in LANGUAGE.md)",
     None, r"cpu_access_type|access_type_(auto|none|read|write|read_write)"),
    ("waits for: error handler (runtime errors caught and survived)", None,
     r"catch\s*\(\s*(const\s+)?((C|c)oncurrency::)?(runtime_exception|invalid_compute_domain|out_of_memory|accelerator_view_removed|unsupported_feature)"),
    ("waits for: ranks above 3", None,
     r"\b(extent|index)\s*<\s*([4-9]|[1-9]\d+)\s*>|\barray(_view)?\s*<[^<>;]*,\s*([4-9]|[1-9]\d+)\s*>"),
    ("waits for: norm / unorm (the short vector types without them are in AMP C)", None, r"\bu?norm(_[234])?\b"),
    ("waits for: accelerator / accelerator_view", r"3_device_Modeling|AcceleratorView",
     r"get_all\s*\(|set_default\s*\(|create_view\s*\(|get_device_path|device_path|get_description|queuing_mode|create_marker|dedicated_memory|is_emulated|supports_double_precision|supports_limited|supports_cpu_shared|get_accelerator_view|get_source_accelerator_view|get_associated_accelerator_view|\.flush\s*\(|get_version\s*\(|get_is_debug|direct3d_ref|direct3d_warp|default_accelerator|cpu_accelerator"),
    ("waits for: copy()", None, r"(?<![\w.:])(((C|c)oncurrency)::)?copy\s*(<[^<>;]*>)?\s*\("),
    ("waits for: index/extent from int arrays", None, "INT_ARRAY_CTOR"),
    (CXX_HELPERS, None,
     r"\bclass\b|\btemplate\s*<|\boperator\b|\bvirtual\b|\bthrow\b|\btry\b|\bnew\b|\bdelete\b|decltype|\bauto\b|_cast\s*<|typeid|nullptr|\bpublic:|\bprivate:|std::function"),
]


def strip_comments(code):
    code = re.sub(r"/\*.*?\*/", " ", code, flags=re.S)
    return re.sub(r"//[^\n]*", "", code)


def call_arguments(code, start):
    """The top-level comma-separated arguments of the call whose '(' is at start."""
    depth, args, cur = 0, [], ""
    for ch in code[start:]:
        if ch in "([{":
            depth += 1
            if depth == 1:
                continue
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                args.append(cur)
                return [a.strip() for a in args if a.strip()]
        elif ch == "," and depth == 1:
            args.append(cur)
            cur = ""
            continue
        cur += ch
    return []


def uses_section_overload(code):
    """A .section() call other than section(origin, extent)."""
    for m in re.finditer(r"\.section\s*\(", code):
        if len(call_arguments(code, m.end() - 1)) != 2:
            return True
    return False


def uses_int_array_ctor(code):
    arrays = set(re.findall(r"\bint\s+(\w+)\s*\[", code))
    for m in re.finditer(r"\b(extent|index)\s*<[^<>;]*>\s*(\w+\s*)?\(", code):
        args = call_arguments(code, m.end() - 1)
        if len(args) == 1 and (args[0] in arrays or re.search(r"\.get\(\)|data\(\)|\bnew\b", args[0])):
            return True
    return False


def uses_array_copy(code):
    arrays = set(re.findall(r"\barray\s*<[^;]*?>\s*&?\s*(\w+)", code))
    for m in re.finditer(r"\barray\s*<[^;]*?>\s+\w+\s*\(\s*(\w+)\s*\)", code):
        if m.group(1) in arrays:
            return True
    for m in re.finditer(r"\barray\s*<[^;]*?>\s+\w+\s*=\s*(\w+)\s*;", code):
        if m.group(1) in arrays:
            return True
    return False


SPECIAL = {"SECTION_OVERLOAD": uses_section_overload,
           "INT_ARRAY_CTOR": uses_int_array_ctor,
           "ARRAY_COPY": uses_array_copy}


def read_decisions(name):
    decisions = {}
    path = os.path.join(HERE, name)
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line and not line.startswith("#"):
                parts = [p.strip() for p in line.split("|")]
                key = parts[0].split(":", 1)[-1]   # "conformance:PATH": one run's known failure
                decisions[key] = parts[1] if len(parts) > 1 else ""
    return decisions


def classify(path, code):
    for reason, folder_re, code_re in RULES:
        if folder_re and re.search(folder_re, path):
            return reason
        if code_re in SPECIAL:
            if SPECIAL[code_re](code):
                return reason
        elif code_re and re.search(code_re, code):
            return reason
    return NOT_YET


def list_tests(suite):
    tests = []
    for root, _dirs, files in os.walk(suite):
        if "test.cpp" in files:
            tests.append(os.path.relpath(root, suite))
    return sorted(tests)


def area_of(path):
    return "/".join(path.split("/")[:2])


def catalogue(suite):
    known = read_decisions("known-failures.txt")
    decided = read_decisions("not-ported.txt")
    rows = []
    for path in list_tests(suite):
        if os.path.exists(os.path.join(HERE, path + ".c")):
            status = "failing" if path in known else "passing"
            rows.append((path, status, known.get(path, "")))
            continue
        if path in decided:
            rows.append((path, "skipped", decided[path]))
            continue
        code = strip_comments(open(os.path.join(suite, path, "test.cpp"), errors="replace").read())
        rows.append((path, "skipped", classify(path, code)))
    return rows


def reason_kind(reason):
    """The family of a reason: "waits for", "C++ only", ... (its text before ':')."""
    if reason == CXX_HELPERS:
        return "portable but written with C++ helpers (not yet ported)"
    if reason == NOT_YET:
        return "portable today (not yet ported)"
    return reason.split(":")[0]


def print_markdown(rows):
    areas = OrderedDict()
    for path, status, reason in rows:
        areas.setdefault(area_of(path), []).append((status, reason))
    total = Counter(status for _p, status, _r in rows)
    ported = total["passing"] + total["failing"]
    print("| suite area | tests | ported | passing | failing (ampcc bugs) |")
    print("|---|---:|---:|---:|---:|")
    for area, items in areas.items():
        c = Counter(s for s, _r in items)
        print(f"| {area} | {len(items)} | {c['passing'] + c['failing']} | {c['passing']} | {c['failing']} |")
    print(f"| **all** | **{len(rows)}** | **{ported}** | **{total['passing']}** | **{total['failing']}** |")
    print()
    kinds = Counter(reason_kind(r) for _p, s, r in rows if s == "skipped")
    print("Not ported: " + ", ".join(f"{n} {k}" for k, n in kinds.most_common()) + ".")
    print()
    print("### Why the other tests are not ported, by reason (all areas)")
    print()
    print("| reason | tests |")
    print("|---|---:|")
    reasons = Counter(r for _p, s, r in rows if s == "skipped")
    for reason, n in reasons.most_common():
        print(f"| {reason} | {n} |")
    for area, items in areas.items():
        reasons = Counter(r for s, r in items if s == "skipped")
        if not reasons:
            continue
        c = Counter(s for s, _r in items)
        print()
        print(f"### {area}: {len(items)} tests, {c['passing'] + c['failing']} ported, {c['passing']} passing")
        print()
        for reason, n in reasons.most_common():
            print(f"- {n}: {reason}")
    failing = [(p, r) for p, s, r in rows if s == "failing"]
    if failing:
        print()
        print("### Ported tests that fail because of ampcc bugs (tests/conformance/known-failures.txt)")
        print()
        by_reason = OrderedDict()
        for path, reason in failing:
            by_reason.setdefault(reason, []).append(path)
        for reason, paths in by_reason.items():
            print(f"- {reason}: {', '.join('`' + p + '`' for p in paths)}")


def main(argv):
    if len(argv) < 2 or not os.path.isdir(argv[1]):
        sys.exit(__doc__)
    rows = catalogue(argv[1])
    if "--list" in argv:
        for path, status, reason in rows:
            print(f"{path}\t{status}\t{reason}")
    else:
        print_markdown(rows)


if __name__ == "__main__":
    main(sys.argv)
