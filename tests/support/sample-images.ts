import { crc32, deflateSync } from "node:zlib";

/**
 * Images made from scratch for the upload tests: a real PNG of any size in one colour (zlib's deflate and CRC, as the
 * format defines them), and the markup and bytes of files the upload must refuse. The unit tests also encode JPEG,
 * WebP, AVIF and GIF with sharp, the encoder next/image itself uses.
 */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A width × height truecolour PNG filled with one colour. */
export function pngBytes(width: number, height: number, [r, g, b]: [number, number, number] = [20, 110, 190]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

/** An SVG that would run a script if a browser opened it from the site's own origin. */
export const SVG_WITH_SCRIPT = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><script>alert(document.cookie)</script><rect width="120" height="80" fill="#0a78c8"/></svg>`;
