#!/usr/bin/env node
// Draws the app icons (a white "M" bridge mark on blue) as PNG files, with no image library.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const BLUE = [28, 126, 214];
const WHITE = [255, 255, 255];

function crc32(buf) {
  let c;
  const table = [];
  for (let n = 0; n < 256; n++) {
    c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  let crc = 0xffffffff;
  for (const b of buf) crc = table[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function distToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The mark inside a unit square scaled by `scale` around the centre. */
function mark(x, y, scale) {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const w = 0.07;
  const segs = [
    [0.25, 0.72, 0.25, 0.3],
    [0.25, 0.3, 0.5, 0.56],
    [0.5, 0.56, 0.75, 0.3],
    [0.75, 0.3, 0.75, 0.72],
  ];
  return segs.some(([ax, ay, bx, by]) => distToSegment(u, v, ax, ay, bx, by) < w);
}

function roundedInside(x, y, r) {
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

const standard = (x, y) =>
  !roundedInside(x, y, 0.18) ? [0, 0, 0, 0] : mark(x, y, 1) ? [...WHITE, 255] : [...BLUE, 255];
// Maskable icons keep the mark inside the central safe zone (80 %) and fill every pixel.
const maskable = (x, y) => (mark(x, y, 0.7) ? [...WHITE, 255] : [...BLUE, 255]);

const files = {
  'pwa-64x64.png': [64, standard],
  'pwa-192x192.png': [192, standard],
  'pwa-512x512.png': [512, standard],
  'maskable-icon-192x192.png': [192, maskable],
  'maskable-icon-512x512.png': [512, maskable],
  'apple-touch-icon-180x180.png': [180, maskable],
};
for (const [name, [size, fn]] of Object.entries(files)) writeFileSync(join(out, name), png(size, fn));
writeFileSync(
  join(out, 'favicon.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="#1c7ed6"/>' +
    '<path d="M25 72V30l25 26 25-26v42" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/></svg>\n',
);
console.log('icons written to', out);
