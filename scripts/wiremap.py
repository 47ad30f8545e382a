#!/usr/bin/python3
"""Prints how far a compressed file has unpacked as its bytes arrive, for the page's loading bar.

    scripts/wiremap.py FILE.br|FILE.gz [N]

The browser hands the page the wasm unpacked, so the loader counts unpacked bytes; this maps them
back to the bytes that travelled. It prints N comma-separated numbers: the k-th is how many bytes
the decoder has put out once k/N of FILE has gone in (Debian's python3-brotli for .br, zlib for
.gz). The loader interpolates between them (web/loader.js, wireFraction).
"""
import sys
import zlib


def decoder(name):
    if name.endswith(".br"):
        import brotli  # Debian's python3-brotli (scripts/install-deps.sh web)
        d = brotli.Decompressor()
        return d.process
    if name.endswith(".gz"):
        d = zlib.decompressobj(wbits=31)
        return d.decompress
    sys.exit("wiremap: %s is neither .br nor .gz" % name)


def main():
    name = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    data = open(name, "rb").read()
    feed = decoder(name)
    out, marks, fed = 0, [], 0
    for k in range(1, n + 1):
        end = len(data) * k // n
        out += len(feed(data[fed:end]))
        fed = end
        marks.append(out)
    print(",".join(str(m) for m in marks))


if __name__ == "__main__":
    main()
