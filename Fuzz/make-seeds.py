#!/usr/bin/env python3
"""Builds the committed seed corpus in Fuzz/Seeds from the repository's own data.

Seeds/json: the JSONTestSuite files, small real documents cut out of Benchmarks/Corpus (each twitter
status, citm events, a trimmed canada feature, JSON Lines streams) and generated edge cases
(malformed \\u escapes for yajl's hexToDigit bug, surrogates, numbers, nesting, encodings, invalid
UTF-8, forbidden whitespace). Fuzz/Regressions is not copied: run.sh gives it to every target.
Seeds/roundtrip: a few random byte strings (the round-trip target makes its values from any bytes).
Seeds/json5: the JSON5 project's parse cases and generated JSON5 edge cases (json5_seeds()).
Seeds/fast-path: documents of the fast-path target's models (fast_path_seeds()).
Seeds/foundation-types is kept as it is: it is not made here.
Run from anywhere: python3 Fuzz/make-seeds.py. Output is deterministic.
"""
import hashlib
import json
import os
import random
import shutil

FUZZ = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(FUZZ)
SEEDS = os.path.join(FUZZ, "Seeds")


def write(folder, name, data):
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    path = os.path.join(SEEDS, folder)
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, name), "wb") as f:
        f.write(data)


def generated_cases():
    cases = []
    # Malformed and borderline \u escapes, in values, keys, at the end of the input, unterminated.
    escapes = ["\\u", "\\u1", "\\u12", "\\u123", "\\u123g", "\\ug123", "\\u00", "\\uD800", "\\uDBFF", "\\uDC00",
               "\\uDFFF", "\\uD800\\u", "\\uD800\\uD", "\\uD800\\uDC", "\\uD800\\uDC0", "\\uD800\\uDC00",
               "\\uD800\\uD800", "\\uDC00\\uD800", "\\uD834\\uDD1E", "\\uD800\\n", "\\uD800x", "\\uD800\\\\uDC00",
               "\\u0000", "\\u001f", "\\uFFFF", "\\uFEFF", "\\", "\\x", "\\U0041", "\\u+123", "\\u-123", "\\u 123"]
    for escape in escapes:
        cases.append('"%s"' % escape)
        cases.append('["%s"]' % escape)
        cases.append('{"%s":1}' % escape)
        cases.append('["a%sb"]' % escape)
        cases.append('"%s' % escape)          # unterminated at the end of the input
        cases.append('["%s' % escape)
        cases.append('{"k":"x%s' % escape)
    # Numbers.
    numbers = ["0", "-0", "-0.0", "1e2", "1E+2", "1e-2", "100.0", "-12.0", "1.5", "1e400", "-1e400", "1e-400",
               "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
               "18446744073709551615", "18446744073709551616", "170141183460469231731687303715884105728",
               "0.1", "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308", "1.7976931348623159e308",
               "7.45673334164903e-115", "1" + "0" * 400, "0." + "0" * 400 + "1", "01", "-", "1.", ".1", "1e",
               "1e+", "+1", "0x10", "NaN", "Infinity", "-Infinity", "1_000"]
    for number in numbers:
        cases.append(number)
        cases.append("[%s]" % number)
        cases.append('{"a":%s}' % number)
    # Structure.
    cases += ["[1,]", '{"a":1,}', "[,1]", "[1,,2]", '{"a":1 "b":2}', '{"a" 1}', "{1:2}", '{"a":1}{}', "[]]", "[[]",
              "", " ", "\t\r\n [ ] \n", "[\x0b]", "[\x0c]", "[1]\x00", "\x00", "nul", "truee", "[true false]",
              '{"a":1,"a":2}', '{"a":{"b":1},"a":[2]}', '{"":0}', '{"a":null}', "[null,null]",
              "[" * 512 + "]" * 512, "[" * 513 + "]" * 513, "[" * 600, '{"a":' * 300 + "1" + "}" * 300,
              "[" * 100 + "{}" + "]" * 100, '"a" "b"', "1 2", "// c\n1", "/* c */1", "[1]/*"]
    # Strings: raw UTF-8, invalid UTF-8, control characters.
    cases += ['"é😀\u2028"', '"\x7f"', '"\x01"', '"\t"', '"a\nb"']
    raw = [b'"\xc3"', b'"\xc3\x28"', b'"\xc0\xaf"', b'"\xe0\x80\xaf"', b'"\xed\xa0\x80"', b'"\xf4\x90\x80\x80"',
           b'"\xf8\x88\x80\x80\x80"', b'"\xff"', b'"\x80"', b'["\xe2\x82"]', b'{"\xc3":1}', b'"a\\n\xc3"',
           b'"\\u0041\xed\xbf\xbf"', b'\xef\xbb\xbf[1]', b'\xef\xbb\xbf', b'\xef\xbb[1]', b'\xfe\xff\x00[\x001\x00]',
           b'\xff\xfe[\x001\x00]\x00', '["é"]'.encode("utf-16-le"), '["é"]'.encode("utf-16-be"),
           '["😀"]'.encode("utf-32-le"), '["😀"]'.encode("utf-32-be"), b'[\x00', b'\x00[\x00\xd8\x00]']
    return [c.encode("utf-8", "surrogatepass") for c in cases] + raw


def main():
    for folder in ["json", "roundtrip", "json5", "fast-path"]:
        if os.path.isdir(os.path.join(SEEDS, folder)):
            shutil.rmtree(os.path.join(SEEDS, folder))
    suite = os.path.join(ROOT, "Tests/FastJSONTests/Resources/JSONTestSuite")
    for name in sorted(os.listdir(suite)):
        with open(os.path.join(suite, name), "rb") as f:
            write("json", "suite-" + name, f.read())

    corpus = os.path.join(ROOT, "Benchmarks/Corpus")
    with open(os.path.join(corpus, "twitter.json"), "rb") as f:
        twitter = json.loads(f.read())
    for index, status in enumerate(twitter["statuses"][:40]):
        write("json", "twitter-status-%02d.json" % index, json.dumps(status, ensure_ascii=index % 2 == 0))
    write("json", "twitter-metadata.json", json.dumps({"statuses": twitter["statuses"][:1],
                                                       "search_metadata": twitter["search_metadata"]}))
    with open(os.path.join(corpus, "citm_catalog.json"), "rb") as f:
        citm = json.loads(f.read())
    small = {key: (dict(list(value.items())[:3]) if isinstance(value, dict) else value[:3])
             for key, value in citm.items()}
    write("json", "citm-small.json", json.dumps(small, indent=1))
    for index, event in enumerate(list(citm["events"].values())[:5]):
        write("json", "citm-event-%d.json" % index, json.dumps(event))
    with open(os.path.join(corpus, "canada.json"), "rb") as f:
        canada = json.loads(f.read())
    feature = canada["features"][0]
    feature["geometry"]["coordinates"] = [ring[:12] for ring in feature["geometry"]["coordinates"][:3]]
    write("json", "canada-small.json", json.dumps({"type": canada["type"], "features": [feature]}))
    write("json", "canada-feature.json", json.dumps(feature, separators=(",", ":")))
    # Streams (JSON Lines, concatenated values) for the streaming target: separators of every kind,
    # a byte-order mark, blank lines, a bad line in the middle.
    lines = [json.dumps(status) for status in twitter["statuses"][:3]]
    write("json", "jsonl-twitter.jsonl", "\n".join(lines) + "\n")
    write("json", "jsonl-bom-crlf.jsonl", "\ufeff" + "\r\n".join(lines[:2]) + "\r\n")
    write("json", "jsonl-scalars.jsonl", '1 2.5\t"x"\n\n\ntrue null [] {} [1,{"a":"\\u00e9"}]{"b":[]}-0 ')
    write("json", "jsonl-bad-line.jsonl", '{"a":1}\n{"a":2,}\n{"a":3}\n')

    for data in generated_cases():
        write("json", "gen-" + hashlib.sha1(data).hexdigest()[:12], data)

    rng = random.Random(8)
    for index in range(16):
        write("roundtrip", "random-%02d" % index, bytes(rng.randrange(256) for _ in range(rng.choice([8, 64, 256, 1024]))))
    json5_seeds()
    fast_path_seeds()


def fast_path_seeds():
    """Objects of FuzzOrder's and FuzzLine's shape: every key, only the required ones, wrong and
    null values, repeated and escaped keys, extreme numbers."""
    line = {"sku": "A1", "quantity": 2}
    full = {"id": 1, "customer": "Ada", "total": 129.95, "paid": True, "count": 9000000000, "level": 3,
            "ratio": 0.5, "note": "a/b", "lines": [line, {"sku": "B2", "quantity": 1}],
            "first": {"sku": "C3", "quantity": 4}, "scores": {"a": 1, "b": 2}, "tags": ["x", "y"],
            "order-id": "A-1", "1st": 1, "data": {"user": {"name": "Ada"}}, "tier": "gold", "quantity": 3,
            "discount": 0.25, "flag": "true", "placed": "2024-05-01T09:30:00Z"}
    required = {key: full[key] for key in ["id", "customer", "total", "paid", "count", "level", "ratio"]}
    required["lines"] = []
    wrong = dict(required, level=300, ratio=1e39, lines=[{"sku": 1}], discount=None, tier=None, quantity=None,
                 data={"user": None}, flag=2, placed="2024")
    write("fast-path", "full.json", json.dumps(full, separators=(",", ":")))
    write("fast-path", "required.json", json.dumps(required, separators=(",", ":")))
    write("fast-path", "wrong.json", json.dumps(wrong, separators=(",", ":")))
    write("fast-path", "lines.json", '[{"sku":"A","quantity":1},{"sku":"A","quantity":1,"sku":"B"},{"s\\u006bu":"C","quantity":-0}]')
    write("fast-path", "orders.json", json.dumps([dict(required, customer="\u00e9\U0001F600", total=-0.0, count=-9223372036854775808,
                                                       level=255, ratio=3.4028235e38, note=None, first=None,
                                                       scores={}, tags=[], data={})]))
    # Two bad members that Foundation meets in its Dictionary's order, one a number that does not fit.
    write("fast-path", "member-order.json", json.dumps(dict(full, scores={"a": "x", "b": 129.95}), separators=(",", ":")))
    # Zeros with exponents, some of which Foundation refuses as floating-point numbers.
    zeros = json.dumps(dict(full, total=-1, ratio=-2, discount=-3), separators=(",", ":"))
    write("fast-path", "zeros.json", zeros.replace(":-1,", ":0e5,").replace(":-2,", ":-0.0e2,").replace(":-3,", ":0e10,"))


def json5_seeds():
    """The JSON5 test cases shipped with the tests, and each JSON5 feature at its edges."""
    suite = os.path.join(ROOT, "Tests/FastJSONTests/Resources/JSON5Tests")
    for folder in sorted(os.listdir(suite)):
        path = os.path.join(suite, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.split(".")[-1] in ("json", "json5", "js", "txt"):
                with open(os.path.join(path, name), "rb") as f:
                    write("json5", "suite-%s-%s" % (folder, name), f.read())
    cases = [
        "[0x7fffffffffffffff, 0x8000000000000000, 0xffffffffffffffff, 0x10000000000000000, 0x20000000000001]",
        "[+Infinity, -Infinity, NaN, +NaN, .5, 5., +.5e1, 5.e-1, +0, -0., 0x0, 1e400, -.1e-400]",
        "{a: 'x\\\n', $b: \"\\x41\\u00e9\\uD83D\\uDE00\", _c: ['\\\r\n', /* c */ ], ümlåût: 1,}",
        "// c\n{sig\\u03A3ma: 1, \\u0031a: 2, a\u200db: 3} /* end */",
        "a: 1, b: [1, 2,], c: {d: 'e',},",
        "\u000b[\u000c1, 2]\u000b",
        "{a: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}",
    ]
    for data in cases:
        data = data.encode("utf-8")
        write("json5", "gen-" + hashlib.sha1(data).hexdigest()[:12], data)


if __name__ == "__main__":
    main()
