#!/usr/bin/env python3
"""Checks a screenshot: a PNG of the expected size that is not blank.

    check_png.py FILE WIDTH HEIGHT [R,G,B ...]

Decodes 8-bit RGB/RGBA PNGs with the standard library only (zlib + the five
PNG row filters) and requires at least 16 distinct colours overall, and
more than one colour in each of the left and right halves (the timeline and
the view panel). Each R,G,B given must cover at least 20 sampled pixels
(within 6 per channel): the colour of a region the view must show, such as
the diff's added-line background. Exit 0 if it passes, 1 with a reason
otherwise.
"""

import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, hdr = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            hdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    w, h, depth, ctype, _, _, interlace = hdr
    if depth != 8 or ctype not in (2, 6) or interlace:
        raise ValueError("unsupported PNG (depth %d, colour type %d)" % (depth, ctype))
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev, off = [], bytearray(stride), 0
    for _ in range(h):
        f, line = raw[off], bytearray(raw[off + 1:off + 1 + stride])
        off += 1 + stride
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pr) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, bpp, rows


def colours(rows, bpp, x0, x1):
    seen = set()
    for r in rows[::4]:
        for x in range(x0, x1, 3):
            seen.add(r[x * bpp:x * bpp + 3])
    return seen


def main():
    path, want_w, want_h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    try:
        w, h, bpp, rows = decode(path)
    except (OSError, ValueError, zlib.error) as e:
        print("%s: %s" % (path, e))
        return 1
    if (w, h) != (want_w, want_h):
        print("%s: size %dx%d, expected %dx%d" % (path, w, h, want_w, want_h))
        return 1
    all_c = colours(rows, bpp, 0, w)
    left, right = colours(rows, bpp, 0, w // 2), colours(rows, bpp, w // 2, w)
    print("%s: %dx%d, %d colours (left %d, right %d)" % (path, w, h, len(all_c), len(left), len(right)))
    if len(all_c) < 16 or len(left) < 2 or len(right) < 2:
        print("%s: looks blank" % path)
        return 1
    for spec in sys.argv[4:]:
        want = [int(v) for v in spec.split(",")]
        n = 0
        for r in rows[::4]:
            for x in range(0, w, 3):
                px = r[x * bpp:x * bpp + 3]
                if all(abs(px[i] - want[i]) <= 6 for i in range(3)):
                    n += 1
        print("%s: colour %s covers %d sampled pixels" % (path, spec, n))
        if n < 20:
            print("%s: expected region of colour %s is missing" % (path, spec))
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
