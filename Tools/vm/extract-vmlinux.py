#!/usr/bin/env python3
"""Writes the uncompressed ELF kernel inside a bzImage (Tools/vm-test.sh).

QEMU boots an ELF vmlinux through its PVH entry point, without the real-mode setup and the
decompressor: under TCG that saves most of the boot (the xz decompression alone takes tens of
seconds on a loaded machine). Exit status 1 when no payload decompresses to an ELF file.

    extract-vmlinux.py BZIMAGE OUTPUT
"""
import gzip
import lzma
import sys

image = open(sys.argv[1], "rb").read()
for magic, decompress in ((b"\xfd7zXZ\x00", lambda b: lzma.LZMADecompressor().decompress(b)),
                          (b"\x1f\x8b\x08", lambda b: gzip.GzipFile(fileobj=__import__("io").BytesIO(b)).read())):
    offset = image.find(magic)
    while offset >= 0:
        try:
            elf = decompress(image[offset:])
        except Exception:
            elf = b""
        if elf[:4] == b"\x7fELF":
            with open(sys.argv[2], "wb") as out:
                out.write(elf)
            sys.exit(0)
        offset = image.find(magic, offset + 1)
sys.stderr.write(f"extract-vmlinux: no xz or gzip ELF payload in {sys.argv[1]}\n")
sys.exit(1)
