/**
 * Draws the demo artwork shipped with the site and renders it to the responsive formats the client expects.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Every picture is an original flat illustration composed here from SVG shapes and gradients (no text, no
 * external assets), so the site never needs to load an image from another host.
 *
 * News images (16:9)  -> client/public/images/news/<name>-{480,960}.{avif,webp} and <name>-1200.jpg
 * Story avatars (1:1) -> client/public/images/stories/<name>.{webp,avif} at 160x160
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoGraticule10, geoMercator, geoPath } from 'd3-geo';
import sharp from 'sharp';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEWS_DIR = path.join(ROOT, 'client/public/images/news');
const STORIES_DIR = path.join(ROOT, 'client/public/images/stories');

/** Drawing space of every news scene; rendered to 16:9 outputs. */
const W = 1600;
const H = 900;

// ---------------------------------------------------------------------------------------------------------------
// Palette and small helpers
// ---------------------------------------------------------------------------------------------------------------

const C = {
  night: '#2E2240',
  plum: '#4B2E4F',
  wine: '#7A2E3A',
  rust: '#B5543C',
  terracotta: '#C8553D',
  ember: '#E0663A',
  ochre: '#E8A33D',
  gold: '#F2B84B',
  sunlight: '#FFD98A',
  sand: '#F2D0A4',
  cream: '#FBE8C8',
  bark: '#5A3A2A',
  soil: '#7A4E2E',
  umber: '#3A2A22',
  savanna: '#8DA04A',
  leaf: '#6B8F3A',
  olive: '#4E6B2E',
  forest: '#2F4A2A',
  teal: '#2A7F7A',
  deepTeal: '#1F5A5A',
  slate: '#3E3A40',
  steel: '#8A8790',
};

/** Deterministic pseudo-random numbers so the artwork is identical on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
}

function linear(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

function radial(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

const poly = (points: number[][], fill: string, extra = ''): string =>
  `<polygon points="${points.map((p) => p.join(',')).join(' ')}" fill="${fill}" ${extra}/>`;

const pathEl = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}" ${extra}/>`;

const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;

/** A band of rolling hills: a smooth curve through the given [x, y] points, closed down to the bottom edge. */
function hills(points: number[][], fill: string, extra = ''): string {
  let d = `M0 ${H} L${points[0][0]} ${points[0][1]}`;
  for (let i = 1; i < points.length; i++) {
    const [px, py] = points[i - 1];
    const [x, y] = points[i];
    const mx = (px + x) / 2;
    d += ` C${mx} ${py} ${mx} ${y} ${x} ${y}`;
  }
  d += ` L${W} ${H} Z`;
  return pathEl(d, fill, extra);
}

/** Flat-topped acacia silhouette standing at (x, y). */
function acacia(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <path d="M-7 0 L-4 -88 L-46 -132 L-38 -138 L-1 -102 L34 -146 L42 -140 L7 -90 L8 0 Z"/>
    <ellipse cx="-48" cy="-146" rx="86" ry="17"/><ellipse cx="40" cy="-154" rx="78" ry="16"/>
    <ellipse cx="-4" cy="-166" rx="70" ry="15"/></g>`;
}

/** Round-canopied tree (mango, fig) at (x, y). */
function roundTree(x: number, y: number, s: number, trunk: string, canopy: string, shade: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    ${rect(-6, -70, 12, 70, trunk)}
    ${circle(-26, -92, 38, canopy)}${circle(24, -96, 40, canopy)}${circle(0, -124, 42, canopy)}
    ${circle(10, -82, 30, shade, 'opacity="0.55"')}</g>`;
}

function sun(cx: number, cy: number, r: number, core: string, glowId: string): string {
  return `${circle(cx, cy, r * 3.2, `url(#${glowId})`)}${circle(cx, cy, r, core)}`;
}

function birds(list: number[][], stroke: string): string {
  return list
    .map(
      ([x, y, s]) =>
        `<path d="M${x - 14 * s} ${y - 4 * s} Q${x - 6 * s} ${y - 10 * s} ${x} ${y} Q${x + 6 * s} ${y - 10 * s} ${x + 14 * s} ${y - 4 * s}" fill="none" stroke="${stroke}" stroke-width="${3 * s}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** Crop rows converging on a vanishing point, clipped to the field area below `top`. */
function cropRows(id: string, top: number, vx: number, colors: [string, string], spread = 230, count = 14): string {
  let out = `<clipPath id="${id}"><rect x="0" y="${top}" width="${W}" height="${H - top}"/></clipPath><g clip-path="url(#${id})">`;
  out += rect(0, top, W, H - top, colors[0]);
  for (let i = -count; i <= count; i += 2) {
    out += poly(
      [
        [vx + i * 14, top],
        [vx + (i + 1) * 14, top],
        [vx + (i + 1) * spread, H],
        [vx + i * spread, H],
      ],
      colors[1],
    );
  }
  return `${out}</g>`;
}

function confetti(seed: number, n: number, area: [number, number, number, number], colors: string[]): string {
  const r = rng(seed);
  const [x0, y0, x1, y1] = area;
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + r() * (x1 - x0);
    const y = y0 + r() * (y1 - y0);
    const c = colors[Math.floor(r() * colors.length)];
    const rot = Math.round(r() * 180);
    out +=
      r() < 0.5
        ? `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="14" height="6" rx="2" fill="${c}" transform="rotate(${rot} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
        : circle(+x.toFixed(1), +y.toFixed(1), 4 + Math.round(r() * 3), c);
  }
  return out;
}

function sparkle(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return `<path d="M${x} ${y - 20 * s} Q${x + 3 * s} ${y - 3 * s} ${x + 20 * s} ${y} Q${x + 3 * s} ${y + 3 * s} ${x} ${y + 20 * s} Q${x - 3 * s} ${y + 3 * s} ${x - 20 * s} ${y} Q${x - 3 * s} ${y - 3 * s} ${x} ${y - 20 * s} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function pendantLamp(x: number, drop: number, shade: string, light: string): string {
  return `${line(x, 0, x, drop, C.umber, 3)}${poly(
    [
      [x - 16, drop],
      [x + 16, drop],
      [x + 34, drop + 34],
      [x - 34, drop + 34],
    ],
    shade,
  )}${poly(
    [
      [x - 34, drop + 34],
      [x + 34, drop + 34],
      [x + 170, drop + 420],
      [x - 170, drop + 420],
    ],
    light,
    'opacity="0.16"',
  )}${ellipse(x, drop + 36, 20, 5, C.sunlight)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// News scenes (1600 x 900)
// ---------------------------------------------------------------------------------------------------------------

interface Scene {
  defs: string;
  body: string;
}

/** Crop fields under a sunrise, with a farmhouse and acacias. */
function farmSunrise(): Scene {
  const defs =
    linear('sky', [
      [0, C.night],
      [0.35, '#8E3B58'],
      [0.68, C.ember],
      [1, C.sunlight],
    ]) +
    radial('glow', [
      [0, '#FFE7B0', 0.85],
      [1, '#FFE7B0', 0],
    ]);
  const body = [
    rect(0, 0, W, 620, 'url(#sky)'),
    sun(1040, 520, 96, '#FFEFC4', 'glow'),
    birds(
      [
        [520, 220, 1.2],
        [575, 190, 0.9],
        [630, 235, 0.8],
      ],
      C.plum,
    ),
    hills(
      [
        [0, 500],
        [320, 440],
        [640, 505],
        [980, 470],
        [1300, 520],
        [1600, 455],
      ],
      '#B5543C',
      'opacity="0.75"',
    ),
    hills(
      [
        [0, 560],
        [380, 520],
        [760, 575],
        [1150, 540],
        [1600, 565],
      ],
      C.wine,
    ),
    cropRows('field', 585, 1040, [C.olive, C.savanna]),
    rect(0, 585, W, 18, C.forest, 'opacity="0.35"'),
    `<g transform="translate(330 548)">${rect(0, 0, 150, 70, C.sand)}${poly(
      [
        [-14, 2],
        [75, -52],
        [164, 2],
      ],
      C.rust,
    )}${rect(30, 26, 26, 44, C.bark)}${rect(90, 22, 34, 24, C.gold)}${rect(180, 18, 44, 52, C.cream)}${poly(
      [
        [172, 20],
        [202, -14],
        [232, 20],
      ],
      C.wine,
    )}</g>`,
    acacia(200, 640, 1.5, C.umber),
    acacia(1420, 598, 0.75, C.umber),
    pathEl(`M0 ${H} L0 820 Q400 780 800 815 T${W} 800 L${W} ${H} Z`, C.umber, 'opacity="0.85"'),
  ].join('');
  return { defs, body };
}

/** Factory hall with three production lines under tall windows. */
function factoryHall(): Scene {
  const defs =
    linear('wall', [
      [0, '#F1DFC2'],
      [1, '#DDBE93'],
    ]) +
    linear('win', [
      [0, '#FFF6DE'],
      [1, C.gold],
    ]) +
    linear('floor', [
      [0, '#B68A62'],
      [1, '#8A6444'],
    ]);
  let windows = '';
  for (let i = 0; i < 6; i++) {
    const x = 90 + i * 250;
    windows += `${rect(x, 120, 170, 300, 'url(#win)', 'rx="6"')}${line(x + 85, 120, x + 85, 420, C.bark, 6)}${line(
      x,
      220,
      x + 170,
      220,
      C.bark,
      6,
    )}${line(x, 320, x + 170, 320, C.bark, 6)}`;
  }
  let truss = '';
  for (let i = 0; i <= 16; i++) {
    const x = i * 100;
    truss += line(x, 20, x + 50, 88, C.umber, 6) + line(x + 50, 88, x + 100, 20, C.umber, 6);
  }
  const conveyor = (y: number, s: number, items: 'boxes' | 'panels', machineColor: string, at: number): string => {
    const len = 1500 * s;
    const x0 = (W - len) / 2;
    let g = '';
    for (let i = 0; i < 8; i++) g += rect(x0 + 40 * s + i * ((len - 80 * s) / 7), y + 22 * s, 14 * s, 90 * s, C.slate);
    g += rect(x0, y, len, 26 * s, C.slate, `rx="${13 * s}"`);
    for (let i = 0; i < 24; i++) g += circle(x0 + 20 * s + i * ((len - 40 * s) / 23), y + 13 * s, 7 * s, C.steel);
    const mx = x0 + len * at;
    for (let i = 0; i < 7; i++) {
      const ix = x0 + 60 * s + i * 200 * s;
      if (ix > mx - 160 * s && ix < mx + 190 * s) continue;
      g +=
        items === 'boxes'
          ? `${rect(ix, y - 60 * s, 90 * s, 60 * s, C.terracotta, `rx="${4 * s}"`)}${rect(ix, y - 60 * s, 90 * s, 12 * s, C.ochre)}`
          : `${rect(ix, y - 26 * s, 150 * s, 26 * s, C.cream, `rx="${10 * s}"`)}${line(ix + 8 * s, y - 13 * s, ix + 142 * s, y - 13 * s, C.teal, 3 * s, 'stroke-dasharray="6 6"')}`;
    }
    g += `${rect(mx, y - 170 * s, 170 * s, 150 * s, machineColor, `rx="${10 * s}"`)}${rect(mx + 20 * s, y - 150 * s, 70 * s, 44 * s, '#BFE3DC', `rx="${4 * s}"`)}${circle(mx + 128 * s, y - 140 * s, 9 * s, C.gold)}${circle(mx + 128 * s, y - 110 * s, 9 * s, C.ember)}${rect(mx - 12 * s, y - 40 * s, 194 * s, 22 * s, C.umber)}`;
    return g;
  };
  const body = [
    rect(0, 0, W, 560, 'url(#wall)'),
    windows,
    rect(0, 0, W, 110, C.bark),
    truss,
    poly(
      [
        [0, 520],
        [W, 520],
        [W, H],
        [0, H],
      ],
      'url(#floor)',
    ),
    Array.from({ length: 9 }, (_, i) => line(800, 520, -400 + i * 300, H, '#7A5638', 3, 'opacity="0.5"')).join(''),
    pendantLamp(330, 150, C.teal, C.sunlight),
    pendantLamp(800, 150, C.teal, C.sunlight),
    pendantLamp(1270, 150, C.teal, C.sunlight),
    conveyor(545, 0.55, 'boxes', C.teal, 0.18),
    conveyor(660, 0.75, 'panels', C.deepTeal, 0.78),
    conveyor(800, 1, 'boxes', C.teal, 0.45),
  ].join('');
  return { defs, body };
}

/** Kampala at dusk: a skyline spread over green hills beside the lake. */
function kampalaSkyline(): Scene {
  const defs =
    linear('sky', [
      [0, '#2B3A67'],
      [0.5, '#B35E78'],
      [1, '#F6B26B'],
    ]) +
    radial('glow', [
      [0, '#FFE2A6', 0.8],
      [1, '#FFE2A6', 0],
    ]) +
    linear('lake', [
      [0, '#6C7FA8'],
      [1, '#3E4F7A'],
    ]);
  const r = rng(7);
  const buildings: [number, number, number, string][] = [
    [420, 70, 170, '#5A3E5E'],
    [495, 90, 250, '#6A4560'],
    [590, 60, 200, '#553A58'],
    [655, 110, 310, '#7A4A5E'],
    [770, 70, 230, '#5E3F5C'],
    [845, 95, 360, '#6E4462'],
    [945, 80, 260, '#583C5A'],
    [1030, 120, 200, '#7A4A5E'],
    [1155, 70, 290, '#61405D'],
    [1230, 90, 180, '#553A58'],
  ];
  let city = '';
  const base = 610;
  for (const [x, w, h, c] of buildings) {
    city += rect(x, base - h, w, h, c);
    for (let wy = base - h + 18; wy < base - 20; wy += 26) {
      for (let wx = x + 12; wx < x + w - 14; wx += 20) {
        if (r() < 0.42) city += rect(wx, wy, 9, 13, C.sunlight, `opacity="${(0.55 + r() * 0.4).toFixed(2)}"`);
      }
    }
  }
  city += `${line(892, base - 360, 892, base - 440, '#6E4462', 6)}${circle(892, base - 440, 6, C.ember)}`;
  city += `${pathEl(`M1360 ${base - 90} Q1400 ${base - 170} 1440 ${base - 90} Z`, '#6A4560')}${rect(1360, base - 90, 80, 90, '#6A4560')}${rect(1460, base - 200, 16, 200, '#5A3E5E')}${poly(
    [
      [1456, base - 200],
      [1468, base - 232],
      [1480, base - 200],
    ],
    '#5A3E5E',
  )}`;
  const body = [
    rect(0, 0, W, 700, 'url(#sky)'),
    sun(300, 470, 80, '#FFE7B5', 'glow'),
    birds(
      [
        [1180, 160, 1],
        [1230, 140, 0.8],
        [1270, 175, 0.7],
      ],
      '#3A2A4A',
    ),
    hills(
      [
        [0, 560],
        [260, 500],
        [520, 580],
        [860, 520],
        [1180, 590],
        [1600, 510],
      ],
      '#6E6A7E',
      'opacity="0.7"',
    ),
    city,
    hills(
      [
        [0, 620],
        [300, 590],
        [620, 640],
        [1000, 600],
        [1300, 635],
        [1600, 600],
      ],
      C.olive,
    ),
    rect(0, 690, W, H - 690, 'url(#lake)'),
    Array.from({ length: 7 }, (_, i) =>
      line(
        180 + i * 10,
        710 + i * 22,
        420 - i * 10,
        710 + i * 22,
        '#FFD9A0',
        4,
        'opacity="0.5" stroke-linecap="round"',
      ),
    ).join(''),
    pathEl(`M${W} 640 Q1200 660 1000 760 Q860 840 600 ${H} L${W} ${H} Z`, C.forest),
    pathEl(`M1420 ${H} Q1300 800 1150 760 L1190 752 Q1340 790 1480 ${H} Z`, C.rust),
    roundTree(1240, 740, 1, C.bark, C.olive, C.forest),
    roundTree(1530, 700, 1.2, C.bark, C.olive, C.forest),
    roundTree(1080, 800, 0.8, C.bark, C.leaf, C.forest),
  ].join('');
  return { defs, body };
}

function hammer(x: number, y: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">${rect(-7, 0, 14, 130, C.soil, 'rx="5"')}${rect(-38, -18, 76, 28, C.slate, 'rx="5"')}</g>`;
}

function wrench(x: number, y: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot})">${rect(-8, 0, 16, 120, C.steel, 'rx="6"')}${circle(0, 0, 22, C.steel)}${rect(-8, -26, 16, 26, '#C99A66')}${circle(0, 122, 14, C.steel)}${circle(0, 122, 6, '#C99A66')}</g>`;
}

/** Hands-on workshop: pegboard of tools, workbench, toolbox, ladder. */
function skillsWorkshop(): Scene {
  const defs =
    `<pattern id="peg" width="28" height="28" patternUnits="userSpaceOnUse">${rect(0, 0, 28, 28, '#C99A66')}${circle(14, 14, 3.5, '#9A6E45')}</pattern>` +
    linear('wall', [
      [0, '#EFD2A6'],
      [1, '#E2B985'],
    ]) +
    linear('win', [
      [0, '#FFE9B8'],
      [1, C.gold],
    ]);
  const saw = `<g transform="translate(720 170)">${poly(
    [
      [0, 0],
      [190, 20],
      [190, 70],
      [0, 40],
    ],
    C.steel,
  )}${Array.from({ length: 12 }, (_, i) =>
    poly(
      [
        [i * 16, 40 + i * 2.5],
        [i * 16 + 8, 50 + i * 2.5],
        [i * 16 + 16, 42 + i * 2.5],
      ],
      C.steel,
    ),
  ).join('')}${rect(180, 10, 60, 70, C.terracotta, 'rx="18"')}${rect(200, 30, 22, 30, '#C99A66', 'rx="8"')}</g>`;
  const level = `<g transform="translate(330 450)">${rect(0, 0, 420, 34, C.ochre, 'rx="6"')}${rect(190, 8, 40, 18, '#BFE3DC', 'rx="8"')}${circle(214, 17, 5, C.teal)}</g>`;
  const tape = `${circle(1020, 380, 46, C.gold)}${circle(1020, 380, 20, C.slate)}${rect(1030, 410, 50, 12, C.cream)}`;
  const screwdriver = (x: number, c: string): string =>
    `${rect(x - 9, 180, 18, 70, c, 'rx="7"')}${rect(x - 3, 250, 6, 90, C.steel)}`;
  const body = [
    rect(0, 0, W, 640, 'url(#wall)'),
    rect(240, 110, 920, 400, 'url(#peg)', 'rx="10"'),
    rect(240, 110, 920, 400, 'none', `rx="10" stroke="${C.bark}" stroke-width="12"`),
    hammer(330, 190, -12),
    hammer(430, 170, 8),
    wrench(560, 200, 0),
    wrench(640, 210, 12),
    saw,
    screwdriver(985, C.teal),
    screwdriver(1040, C.ember),
    screwdriver(1095, C.ochre),
    tape,
    level,
    rect(1240, 120, 260, 300, 'url(#win)', 'rx="8"'),
    line(1370, 120, 1370, 420, C.bark, 8),
    line(1240, 270, 1500, 270, C.bark, 8),
    rect(1230, 410, 280, 20, C.bark),
    `<g transform="translate(1440 410)">${poly(
      [
        [-30, 0],
        [30, 0],
        [22, -50],
        [-22, -50],
      ],
      C.terracotta,
    )}${ellipse(-20, -80, 14, 36, C.leaf, 'transform="rotate(-25 -20 -80)"')}${ellipse(18, -84, 14, 38, C.olive, 'transform="rotate(20 18 -84)"')}${ellipse(0, -96, 12, 40, C.leaf)}</g>`,
    rect(0, 640, W, H - 640, '#7A5A40'),
    poly(
      [
        [1240, 640],
        [1500, 640],
        [1700, H],
        [1120, H],
      ],
      C.sunlight,
      'opacity="0.16"',
    ),
    rect(160, 560, 1080, 46, '#8A5A3B', 'rx="6"'),
    rect(160, 560, 1080, 12, '#A8744D'),
    rect(200, 606, 36, 260, C.bark),
    rect(1164, 606, 36, 260, C.bark),
    rect(236, 760, 928, 20, C.bark),
    `<g transform="translate(300 470)">${rect(0, 30, 230, 90, C.terracotta, 'rx="8"')}${rect(0, 30, 230, 26, C.rust)}${pathEl('M70 30 V6 H160 V30', 'none', `stroke="${C.slate}" stroke-width="12"`)}${rect(100, 64, 30, 14, C.gold, 'rx="3"')}</g>`,
    `<g transform="translate(820 700)">${rect(0, 0, 80, 60, C.teal, 'rx="6"')}${ellipse(40, 0, 40, 10, '#3A9990')}${rect(110, 10, 70, 50, C.ochre, 'rx="6"')}${ellipse(145, 10, 35, 9, C.gold)}</g>`,
    `<g transform="translate(640 480)">${rect(0, 60, 300, 20, '#D8A878')}${rect(20, 40, 260, 20, '#C99466')}</g>`,
    `<g transform="translate(60 160) rotate(8)">${rect(0, 0, 16, 720, C.ochre)}${rect(110, 0, 16, 720, C.ochre)}${Array.from(
      { length: 8 },
      (_, i) => rect(16, 60 + i * 84, 94, 12, C.gold),
    ).join('')}</g>`,
  ].join('');
  return { defs, body };
}

/** Training classroom: chalkboard with diagrams, desks with laptops, a window onto the veld. */
function classroom(): Scene {
  const defs =
    linear('wall', [
      [0, '#F6E2C0'],
      [1, '#EBCB9C'],
    ]) +
    linear('view', [
      [0, '#F7B766'],
      [1, '#FCE3B6'],
    ]) +
    linear('screen', [
      [0, '#7FD0C6'],
      [1, '#2A7F7A'],
    ]);
  const board = `<g transform="translate(150 110)">${rect(-16, -16, 792, 382, '#8A5A3B', 'rx="8"')}${rect(0, 0, 760, 350, '#2F4A3A', 'rx="4"')}
    ${circle(150, 160, 80, 'none', 'stroke="#E8E2CF" stroke-width="6" opacity="0.85"')}
    ${pathEl('M150 160 L150 80 A80 80 0 0 1 226 184 Z', C.gold, 'opacity="0.85"')}
    ${[70, 120, 95, 160, 200]
      .map((h, i) => rect(320 + i * 58, 270 - h, 38, h, i === 4 ? C.ember : '#E8E2CF', 'opacity="0.85"'))
      .join('')}
    ${line(300, 272, 620, 272, '#E8E2CF', 4, 'opacity="0.8"')}
    ${pathEl('M600 110 L660 60 L720 100', 'none', 'stroke="#E8E2CF" stroke-width="5" opacity="0.8"')}
    ${[60, 100, 140].map((y) => line(600, 160 + y - 40, 720, 160 + y - 40, '#E8E2CF', 5, 'opacity="0.45" stroke-linecap="round"')).join('')}
    ${rect(40, 356, 680, 12, '#A8744D')}</g>`;
  const window = `<g transform="translate(1080 100)">${rect(0, 0, 400, 330, 'url(#view)', 'rx="6"')}
    ${pathEl('M0 330 V230 C75 230 75 190 150 190 C275 190 275 220 400 220 V330 Z', C.savanna)}
    ${acacia(260, 236, 0.8, C.forest)}${circle(90, 90, 34, '#FFF0C8')}
    ${rect(0, 0, 400, 330, 'none', `rx="6" stroke="${C.bark}" stroke-width="14"`)}${line(200, 0, 200, 330, C.bark, 10)}
    ${rect(-20, 330, 440, 20, C.bark)}</g>`;
  const desk = (x: number, y: number, s: number, screenFill: string): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 0, 380, 22, '#A8744D', 'rx="4"')}${rect(20, 22, 16, 160, C.bark)}${rect(344, 22, 16, 160, C.bark)}
    ${poly(
      [
        [70, 0],
        [180, 0],
        [170, -90],
        [80, -90],
      ],
      C.slate,
    )}${poly(
      [
        [80, -8],
        [172, -8],
        [164, -82],
        [86, -82],
      ],
      screenFill,
    )}${rect(50, -4, 150, 6, C.steel, 'rx="3"')}
    ${poly(
      [
        [220, 0],
        [330, 0],
        [320, -90],
        [230, -90],
      ],
      C.slate,
    )}${poly(
      [
        [230, -8],
        [322, -8],
        [314, -82],
        [236, -82],
      ],
      screenFill,
    )}${rect(200, -4, 150, 6, C.steel, 'rx="3"')}</g>`;
  const chair = (x: number, y: number, s: number, c: string): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, 0, 120, 130, c, 'rx="16"')}${rect(10, 130, 12, 90, C.slate)}${rect(98, 130, 12, 90, C.slate)}</g>`;
  const body = [
    rect(0, 0, W, 620, 'url(#wall)'),
    board,
    window,
    rect(0, 600, W, H - 600, '#A87E5A'),
    poly(
      [
        [1080, 620],
        [1500, 620],
        [1700, H],
        [900, H],
      ],
      C.sunlight,
      'opacity="0.14"',
    ),
    desk(220, 560, 0.7, 'url(#screen)'),
    desk(620, 560, 0.7, 'url(#screen)'),
    desk(1020, 560, 0.7, 'url(#screen)'),
    chair(290, 700, 0.7, C.teal),
    chair(540, 700, 0.7, C.ember),
    chair(960, 700, 0.7, C.ochre),
    chair(1160, 700, 0.7, C.teal),
    desk(80, 740, 1, 'url(#screen)'),
    desk(620, 740, 1, 'url(#screen)'),
    desk(1160, 740, 1, 'url(#screen)'),
  ].join('');
  return { defs, body };
}

function laurel(cx: number, cy: number, r: number, side: 1 | -1, fill: string): string {
  let out = `<path d="M${cx} ${cy + r} A${r} ${r} 0 0 ${side === 1 ? 0 : 1} ${cx + side * r} ${cy - r * 0.2}" fill="none" stroke="${fill}" stroke-width="6"/>`;
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 2 - (i / 8) * (Math.PI * 0.6);
    const x = cx + side * r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    const deg = side === 1 ? (-a * 180) / Math.PI + 50 : (a * 180) / Math.PI + 130;
    out += ellipse(
      +x.toFixed(1),
      +y.toFixed(1),
      30,
      11,
      fill,
      `transform="rotate(${deg.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"`,
    );
  }
  return out;
}

/** A gold trophy on a spotlit pedestal with laurels and confetti. */
function awardTrophy(): Scene {
  const defs =
    radial(
      'bg',
      [
        [0, '#8A4356'],
        [1, '#2E1A30'],
      ],
      0.5,
      0.4,
      0.75,
    ) +
    linear(
      'gold',
      [
        [0, '#FFE39A'],
        [0.5, '#E5A93C'],
        [1, '#A86E1E'],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('beam', [
      [0, '#FFF1CC', 0.45],
      [1, '#FFF1CC', 0],
    ]);
  const trophy = `<g transform="translate(800 0)">
    ${pathEl('M-150 200 H150 Q150 430 0 470 Q-150 430 -150 200 Z', 'url(#gold)')}
    ${pathEl('M-150 240 Q-250 240 -240 320 Q-230 390 -120 400', 'none', 'stroke="url(#gold)" stroke-width="22" stroke-linecap="round"')}
    ${pathEl('M150 240 Q250 240 240 320 Q230 390 120 400', 'none', 'stroke="url(#gold)" stroke-width="22" stroke-linecap="round"')}
    ${ellipse(0, 200, 150, 22, '#FFE8A8')}${ellipse(0, 202, 128, 14, '#C98A2A')}
    ${rect(-24, 466, 48, 90, 'url(#gold)')}${rect(-80, 550, 160, 30, 'url(#gold)', 'rx="6"')}
    ${rect(-120, 580, 240, 70, '#3A2230', 'rx="6"')}${rect(-70, 602, 140, 26, 'url(#gold)', 'rx="4"')}
    ${sparkle(0, 320, 2.2, '#FFF4D0', 0.9)}</g>`;
  const body = [
    rect(0, 0, W, H, 'url(#bg)'),
    poly(
      [
        [660, 0],
        [940, 0],
        [1180, 900],
        [420, 900],
      ],
      'url(#beam)',
    ),
    rect(440, 650, 720, 70, '#5A2E3A'),
    rect(340, 720, 920, 80, '#4A2430'),
    rect(240, 800, 1120, 100, '#3A1C28'),
    laurel(800, 400, 290, -1, '#D9A84A'),
    laurel(800, 400, 290, 1, '#D9A84A'),
    trophy,
    confetti(11, 70, [80, 40, 1520, 620], [C.gold, C.ember, C.teal, C.cream, '#E86A8A']),
    sparkle(300, 180, 1.4, '#FFF4D0', 0.8),
    sparkle(1320, 240, 1.1, '#FFF4D0', 0.8),
    sparkle(1180, 110, 0.8, '#FFF4D0', 0.7),
  ].join('');
  return { defs, body };
}

function stall(x: number, y: number, colors: [string, string], produce: string[], seed: number): string {
  const w = 380;
  let awning = '';
  for (let i = 0; i < 8; i++) awning += rect(x + i * (w / 8), y, w / 8, 70, colors[i % 2]);
  for (let i = 0; i < 8; i++) awning += circle(x + i * (w / 8) + w / 16, y + 70, w / 16, colors[i % 2]);
  const r = rng(seed);
  let piles = '';
  for (let p = 0; p < 3; p++) {
    const px = x + 70 + p * 120;
    const c = produce[p % produce.length];
    piles += ellipse(px, y + 262, 56, 16, '#8A5A3B');
    for (let row = 0; row < 3; row++) {
      for (let k = 0; k < 4 - row; k++) {
        piles += circle(px - 36 + row * 12 + k * 24 + r() * 4, y + 248 - row * 20, 13, c);
      }
    }
  }
  return `${rect(x + 12, y + 40, 14, 340, C.bark)}${rect(x + w - 26, y + 40, 14, 340, C.bark)}${awning}${rect(x - 10, y + 262, w + 20, 26, '#A8744D', 'rx="4"')}${rect(x, y + 288, w, 92, '#8A5A3B')}${line(x, y + 318, x + w, y + 318, C.bark, 4)}${line(x, y + 348, x + w, y + 348, C.bark, 4)}${piles}`;
}

function basket(x: number, y: number, s: number, fill: string, produce: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${circle(-22, -8, 20, produce)}${circle(10, -14, 22, produce)}${circle(34, -4, 18, produce)}${pathEl('M-60 -6 H70 Q64 60 5 66 Q-54 60 -60 -6 Z', fill)}${[10, 30, 48].map((yy) => line(-56, yy, 66, yy, C.bark, 3, 'opacity="0.5"')).join('')}</g>`;
}

/** Cooperative market day: striped stalls, produce, bunting under a shade tree. */
function cooperativeMarket(): Scene {
  const defs = linear('sky', [
    [0, '#F4B35E'],
    [1, '#FCE6C0'],
  ]);
  const bunting = (() => {
    let out = `<path d="M0 120 Q800 230 1600 110" fill="none" stroke="${C.bark}" stroke-width="4"/>`;
    const cols = [C.ember, C.teal, C.gold, C.wine, C.leaf];
    for (let i = 0; i < 22; i++) {
      const t = (i + 0.5) / 22;
      const x = t * 1600;
      const y = (1 - t) ** 2 * 120 + 2 * (1 - t) * t * 230 + t * t * 110;
      out += poly(
        [
          [x - 24, y],
          [x + 24, y],
          [x, y + 50],
        ],
        cols[i % cols.length],
      );
    }
    return out;
  })();
  const body = [
    rect(0, 0, W, H, 'url(#sky)'),
    hills(
      [
        [0, 470],
        [400, 430],
        [900, 480],
        [1600, 440],
      ],
      '#D98C5F',
      'opacity="0.6"',
    ),
    rect(0, 560, W, H - 560, '#D9A66B'),
    `<g>${rect(110, 260, 40, 320, C.bark)}${circle(60, 230, 120, C.olive)}${circle(200, 200, 130, C.olive)}${circle(120, 110, 110, C.leaf)}${circle(260, 300, 90, C.forest, 'opacity="0.6"')}</g>`,
    stall(240, 300, [C.terracotta, C.cream], ['#D64933', '#F29E38', C.leaf], 3),
    stall(670, 290, [C.teal, C.cream], [C.gold, '#7FAE4A', '#D64933'], 5),
    stall(1100, 300, [C.ochre, C.cream], ['#F29E38', '#8E3B58', C.savanna], 9),
    bunting,
    ellipse(800, 850, 700, 30, C.soil, 'opacity="0.25"'),
    basket(360, 760, 1, '#C99466', '#D64933'),
    basket(820, 790, 1.1, '#B8844F', C.gold),
    basket(1280, 760, 1, '#C99466', '#7FAE4A'),
  ].join('');
  return { defs, body };
}

function truck(x: number, y: number, s: number, box: string, cab: string, flip = false): string {
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}">${rect(0, -190, 420, 180, box, 'rx="6"')}${rect(0, -190, 420, 16, '#FFFFFF', 'opacity="0.18"')}${rect(20, -120, 140, 8, '#FFFFFF', 'opacity="0.35"')}
    ${pathEl('M430 -10 V-140 H520 Q560 -140 575 -90 L590 -60 V-10 Z', cab)}${pathEl('M448 -128 H515 Q540 -128 552 -92 H448 Z', '#BFE3DC')}
    ${rect(410, -24, 190, 14, C.slate)}
    ${[80, 160, 500].map((wx) => `${circle(wx, -6, 34, C.umber)}${circle(wx, -6, 14, C.steel)}`).join('')}</g>`;
}

/** Warehouse with loading docks, shipping containers and trucks on the road. */
function logisticsTrucks(): Scene {
  const defs =
    linear('sky', [
      [0, '#F2A65A'],
      [1, '#FCE6C0'],
    ]) +
    `<pattern id="corr" width="24" height="24" patternUnits="userSpaceOnUse">${rect(0, 0, 24, 24, '#E3CFAE')}${rect(0, 0, 4, 24, '#CDB48E')}</pattern>`;
  const door = (x: number, open: boolean): string =>
    open
      ? `${rect(x, 330, 170, 210, '#3A2A22')}${rect(x + 20, 470, 60, 70, '#A8744D')}${rect(x + 90, 440, 60, 100, '#C99466')}`
      : `${rect(x, 330, 170, 210, '#B0A89A')}${Array.from({ length: 10 }, (_, i) => line(x, 350 + i * 20, x + 170, 350 + i * 20, '#8C857A', 3)).join('')}`;
  const container = (x: number, y: number, c: string): string =>
    `${rect(x, y, 300, 110, c)}${Array.from({ length: 13 }, (_, i) => line(x + 12 + i * 23, y + 8, x + 12 + i * 23, y + 102, '#000000', 3, 'opacity="0.15"')).join('')}`;
  const body = [
    rect(0, 0, W, 600, 'url(#sky)'),
    circle(1380, 150, 70, '#FFF0C8'),
    hills(
      [
        [0, 520],
        [500, 470],
        [1100, 520],
        [1600, 480],
      ],
      '#D98C5F',
      'opacity="0.55"',
    ),
    poly(
      [
        [60, 220],
        [520, 140],
        [980, 220],
        [980, 560],
        [60, 560],
      ],
      'url(#corr)',
    ),
    poly(
      [
        [40, 226],
        [520, 130],
        [1000, 226],
        [1000, 250],
        [520, 160],
        [40, 250],
      ],
      C.wine,
    ),
    door(110, false),
    door(320, true),
    door(530, false),
    door(740, false),
    rect(60, 540, 920, 30, '#9A8F80'),
    container(1050, 430, C.teal),
    container(1050, 320, C.terracotta),
    container(1250, 430, C.ochre),
    rect(0, 570, W, 60, '#B59470'),
    rect(0, 630, W, 200, '#4A3F3C'),
    Array.from({ length: 9 }, (_, i) => rect(40 + i * 190, 722, 110, 12, C.cream, 'rx="6" opacity="0.85"')).join(''),
    rect(0, 830, W, 70, '#B59470'),
    truck(260, 620, 0.85, C.terracotta, C.ochre),
    truck(1540, 820, 1, C.teal, C.gold, true),
    [0, 1, 2]
      .map((i) =>
        line(1580, 700 + i * 28, 1620 + i * 10, 700 + i * 28, C.cream, 5, 'stroke-linecap="round" opacity="0.7"'),
      )
      .join(''),
  ].join('');
  return { defs, body };
}

/** Mattress production: quilting machine, stacked mattresses and rolls of fabric. */
function mattressLine(): Scene {
  const defs =
    linear('wall', [
      [0, '#EFDDC6'],
      [1, '#D9BD98'],
    ]) +
    `<pattern id="quilt" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${rect(0, 0, 40, 40, '#FAF0DF')}${rect(0, 0, 40, 3, '#D9C7A8')}${rect(0, 0, 3, 40, '#D9C7A8')}</pattern>`;
  const mattress = (x: number, y: number, w: number, stripe: string): string =>
    `${rect(x, y, w, 58, '#FAF0DF', 'rx="22"')}${rect(x + 10, y + 24, w - 20, 10, stripe, 'rx="5"')}${Array.from({ length: Math.floor(w / 40) }, (_, i) => circle(x + 30 + i * 40, y + 12, 3, '#D9C7A8')).join('')}`;
  const roll = (x: number, y: number, c: string): string =>
    `${rect(x, y - 60, 260, 120, c)}${ellipse(x + 260, y, 30, 60, c)}${ellipse(x + 260, y, 22, 50, '#FFFFFF', 'opacity="0.25"')}${ellipse(x + 260, y, 8, 16, C.umber)}${ellipse(x, y, 30, 60, c)}`;
  const body = [
    rect(0, 0, W, 600, 'url(#wall)'),
    Array.from({ length: 5 }, (_, i) => rect(100 + i * 300, 90, 200, 160, '#FFF3D6', 'rx="6"')).join(''),
    rect(0, 0, W, 60, C.bark),
    rect(0, 580, W, H - 580, '#9C7452'),
    pendantLamp(400, 60, C.terracotta, C.sunlight),
    pendantLamp(1200, 60, C.terracotta, C.sunlight),
    [0, 1, 2, 3, 4, 5, 6]
      .map((i) =>
        mattress(70 + (i % 2) * 8, 830 - i * 62, 420, i % 3 === 0 ? C.teal : i % 3 === 1 ? C.terracotta : C.ochre),
      )
      .join(''),
    `<g>${rect(560, 330, 30, 480, C.terracotta)}${rect(1110, 330, 30, 480, C.terracotta)}${rect(540, 300, 620, 60, C.rust, 'rx="10"')}
      ${rect(780, 360, 120, 130, C.teal, 'rx="10"')}${rect(825, 490, 30, 60, C.slate)}${line(840, 550, 840, 590, C.steel, 6)}
      ${circle(810, 395, 10, C.gold)}${circle(850, 395, 10, C.ember)}
      ${rect(600, 600, 500, 130, 'url(#quilt)', 'rx="14"')}${rect(600, 600, 500, 130, 'none', 'rx="14" stroke="#D9C7A8" stroke-width="6"')}
      ${rect(580, 730, 540, 30, C.slate, 'rx="6"')}${rect(600, 760, 20, 90, C.slate)}${rect(1080, 760, 20, 90, C.slate)}</g>`,
    roll(1230, 560, C.teal),
    roll(1230, 690, C.ochre),
    roll(1230, 820, C.terracotta),
  ].join('');
  return { defs, body };
}

function maize(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(-5, -320, 10, 320, '#7FA046')}
    ${pathEl('M0 -80 Q-90 -120 -140 -60 Q-80 -100 0 -60 Z', C.leaf)}${pathEl('M0 -150 Q90 -200 150 -140 Q80 -170 0 -130 Z', C.olive)}
    ${pathEl('M0 -220 Q-80 -280 -130 -240 Q-70 -260 0 -200 Z', '#7FA046')}${pathEl('M0 -280 Q60 -340 110 -320 Q50 -320 0 -262 Z', C.leaf)}
    ${ellipse(14, -170, 14, 40, '#F2C14E', 'transform="rotate(18 14 -170)"')}${pathEl('M6 -200 Q20 -230 34 -208 Q22 -190 10 -180 Z', '#B8C46A')}
    ${pathEl('M0 -320 L-16 -360 M0 -320 L0 -370 M0 -320 L16 -356', 'none', 'stroke="#C9A44A" stroke-width="4"')}</g>`;
}

function pickup(x: number, y: number, s: number, c: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${pathEl('M0 -20 V-70 H150 L180 -120 H250 L290 -70 H320 V-20 Z', c)}${pathEl('M190 -112 H246 L276 -74 H190 Z', '#CFEAE4')}${circle(70, -16, 24, C.umber)}${circle(250, -16, 24, C.umber)}${circle(70, -16, 9, C.steel)}${circle(250, -16, 9, C.steel)}</g>`;
}

/** Morning maize field with trial-plot flags and an extension officer's bakkie. */
function extensionField(): Scene {
  const defs = linear('sky', [
    [0, '#9CC6CF'],
    [0.6, '#F5DDB0'],
    [1, '#F7C98A'],
  ]);
  const cloud = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="#FFF7E6" opacity="0.9">${ellipse(0, 0, 90, 26, '#FFF7E6')}${circle(-30, -14, 34, '#FFF7E6')}${circle(20, -22, 42, '#FFF7E6')}</g>`;
  const flag = (x: number, y: number, s: number, c: string): string =>
    `${rect(x - 3 * s, y - 120 * s, 6 * s, 120 * s, C.umber)}${poly(
      [
        [x + 3 * s, y - 120 * s],
        [x + 60 * s, y - 100 * s],
        [x + 3 * s, y - 80 * s],
      ],
      c,
    )}`;
  const body = [
    rect(0, 0, W, 560, 'url(#sky)'),
    cloud(300, 140, 1.2),
    cloud(980, 100, 0.9),
    cloud(1380, 190, 1),
    hills(
      [
        [0, 460],
        [400, 420],
        [820, 470],
        [1250, 430],
        [1600, 470],
      ],
      '#8FA67A',
      'opacity="0.8"',
    ),
    cropRows('field', 520, 700, [C.olive, '#7FA046'], 200, 16),
    pickup(900, 566, 0.55, C.cream),
    rect(900, 564, 176, 3, C.soil, 'opacity="0.5"'),
    flag(420, 620, 0.8, C.ember),
    flag(620, 580, 0.5, C.gold),
    flag(1180, 640, 0.9, C.ember),
    flag(1340, 600, 0.6, C.gold),
    maize(90, 920, 1.2),
    maize(230, 940, 1.05),
    maize(1460, 930, 1.2),
    maize(1330, 960, 0.95),
    pathEl(`M0 ${H} L0 850 Q800 820 ${W} 860 L${W} ${H} Z`, '#5A3A22'),
  ].join('');
  return { defs, body };
}

/** Awards evening: curtains, spotlights, podium and a silhouetted audience. */
function awardGala(): Scene {
  const defs =
    linear(
      'curtain',
      [
        [0, '#9A2E3C'],
        [0.5, '#6E1E2B'],
        [1, '#9A2E3C'],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('beam', [
      [0, '#FFF1CC', 0.5],
      [1, '#FFF1CC', 0.03],
    ]) +
    linear('stage', [
      [0, '#5A3A3A'],
      [1, '#2E1E22'],
    ]);
  let curtains = '';
  for (let i = 0; i < 5; i++) {
    curtains += rect(i * 64, 0, 64, 700, 'url(#curtain)');
    curtains += rect(W - (i + 1) * 64, 0, 64, 700, 'url(#curtain)');
  }
  let valance = rect(0, 0, W, 70, '#7A2030');
  for (let i = 0; i < 20; i++) valance += circle(40 + i * 80, 70, 40, '#7A2030');
  let audience = '';
  const r = rng(21);
  for (let i = 0; i < 18; i++) {
    const x = 20 + i * 92 + r() * 20;
    const y = 830 + r() * 20;
    audience += `${circle(x, y - 60, 34, '#1A1016')}${rect(x - 58, y - 26, 116, 120, '#1A1016', 'rx="50"')}`;
  }
  const body = [
    rect(0, 0, W, H, '#24141E'),
    rect(320, 70, 960, 600, '#3A2030'),
    Array.from({ length: 7 }, (_, i) =>
      circle(420 + i * 130, 200 + (i % 2) * 60, 3 + (i % 3), C.gold, 'opacity="0.6"'),
    ).join(''),
    poly(
      [
        [420, 70],
        [470, 70],
        [860, 720],
        [700, 720],
      ],
      'url(#beam)',
    ),
    poly(
      [
        [1130, 70],
        [1180, 70],
        [900, 720],
        [740, 720],
      ],
      'url(#beam)',
    ),
    curtains,
    valance,
    rect(0, 640, W, 120, 'url(#stage)'),
    rect(0, 640, W, 8, C.gold, 'opacity="0.6"'),
    ellipse(800, 700, 220, 30, '#FFF1CC', 'opacity="0.18"'),
    poly(
      [
        [700, 460],
        [900, 460],
        [880, 700],
        [720, 700],
      ],
      C.terracotta,
    ),
    rect(690, 450, 220, 22, C.rust, 'rx="4"'),
    circle(800, 560, 46, C.gold),
    sparkle(800, 560, 1.5, '#FFF4D0'),
    line(850, 450, 880, 380, C.steel, 5),
    ellipse(884, 372, 10, 14, C.slate),
    audience,
    sparkle(520, 150, 0.8, '#FFF4D0', 0.7),
    sparkle(1080, 230, 1, '#FFF4D0', 0.7),
  ].join('');
  return { defs, body };
}

/** Stylised map of Africa: current operations, expansion targets, and routes from Johannesburg. */
function africaRoutes(): Scene {
  const require = createRequire(import.meta.url);
  const topo = require('world-atlas/countries-110m.json') as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topo, topo.objects.countries);
  const african = new Set(
    '012 024 204 072 854 108 120 132 140 148 174 178 180 384 262 818 226 232 748 231 266 270 288 324 624 404 426 430 434 450 454 466 478 480 504 508 516 562 566 646 678 686 690 694 706 710 728 729 834 768 788 800 894 716 732'.split(
      ' ',
    ),
  );
  const isAfrican = (f: (typeof all.features)[number]): boolean =>
    african.has(String(f.id)) || f.properties?.name === 'Somaliland';
  const africa = { type: 'FeatureCollection' as const, features: all.features.filter(isAfrican) };
  const projection = geoMercator().fitExtent(
    [
      [560, 40],
      [1300, 860],
    ],
    africa,
  );
  const gp = geoPath(projection);
  const current = new Set(['710', '800']);
  const expansion = new Set(['024', '404', '180']);
  let land = '';
  for (const f of all.features) {
    const d = gp(f);
    if (!d) continue;
    const id = String(f.id);
    let fill = '#6E8C86';
    if (isAfrican(f)) fill = current.has(id) ? C.terracotta : expansion.has(id) ? C.gold : '#EBCF9C';
    land += `<path d="${d}" fill="${fill}" stroke="#C9A46E" stroke-width="1.2" stroke-linejoin="round"/>`;
  }
  const pt = (lon: number, lat: number): [number, number] => projection([lon, lat]) as [number, number];
  const [jx, jy] = pt(28.05, -26.2);
  const targets: [number, number][] = [
    [32.58, 0.35],
    [13.23, -8.84],
    [36.82, -1.29],
    [15.27, -4.44],
  ];
  let routes = '';
  for (const [lon, lat] of targets) {
    const [tx, ty] = pt(lon, lat);
    const mx = (jx + tx) / 2 + (tx < jx ? -80 : 80);
    const my = (jy + ty) / 2;
    routes += `<path d="M${jx.toFixed(1)} ${jy.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${tx.toFixed(1)} ${ty.toFixed(1)}" fill="none" stroke="${C.cream}" stroke-width="5" stroke-dasharray="14 10" stroke-linecap="round"/>`;
    routes += `${circle(+tx.toFixed(1), +ty.toFixed(1), 13, C.cream)}${circle(+tx.toFixed(1), +ty.toFixed(1), 7, C.wine)}`;
  }
  routes += `${circle(+jx.toFixed(1), +jy.toFixed(1), 30, C.cream, 'opacity="0.35"')}${circle(+jx.toFixed(1), +jy.toFixed(1), 16, C.cream)}${circle(+jx.toFixed(1), +jy.toFixed(1), 9, C.wine)}`;
  const grat = gp(geoGraticule10()) ?? '';
  const defs = radial(
    'sea',
    [
      [0, '#2E6C73'],
      [1, '#163A44'],
    ],
    0.5,
    0.5,
    0.8,
  );
  const compass = `<g transform="translate(230 230)" opacity="0.75">${circle(0, 0, 90, 'none', `stroke="${C.cream}" stroke-width="3"`)}${poly(
    [
      [0, -120],
      [18, 0],
      [0, 120],
      [-18, 0],
    ],
    C.cream,
  )}${poly(
    [
      [-120, 0],
      [0, 18],
      [120, 0],
      [0, -18],
    ],
    C.ochre,
  )}${circle(0, 0, 10, C.wine)}</g>`;
  const body = [
    rect(0, 0, W, H, 'url(#sea)'),
    `<path d="${grat}" fill="none" stroke="#FBE8C8" stroke-opacity="0.12" stroke-width="1.5"/>`,
    land,
    routes,
    compass,
    sparkle(1420, 160, 1.2, C.cream, 0.6),
  ].join('');
  return { defs, body };
}

function house(x: number, y: number, s: number, wall: string, roof: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${rect(0, -90, 140, 90, wall)}${poly(
    [
      [-14, -86],
      [70, -150],
      [154, -86],
    ],
    roof,
  )}${rect(22, -52, 30, 52, C.bark)}${rect(82, -64, 38, 30, '#CFEAE4')}${line(101, -64, 101, -34, C.cream, 3)}</g>`;
}

/** New housing estate on a hillside, with a tower crane on the next phase. */
function housingEstate(): Scene {
  const defs =
    linear('sky', [
      [0, '#F6B26B'],
      [1, '#FCEBD0'],
    ]) +
    radial('glow', [
      [0, '#FFF2C9', 0.9],
      [1, '#FFF2C9', 0],
    ]);
  const walls = [C.sand, C.cream, '#E9B98A', '#F0C987', '#EBD4B8'];
  const roofs = [C.rust, C.wine, C.teal, C.bark];
  let rows = '';
  const r = rng(42);
  const rowDefs: [number, number, number][] = [
    [470, 0.45, 22],
    [590, 0.65, 14],
    [760, 0.95, 9],
  ];
  for (const [y, s, n] of rowDefs) {
    const step = W / n;
    for (let i = 0; i < n; i++) {
      rows += house(
        i * step + r() * 10 - 10,
        y,
        s,
        walls[Math.floor(r() * walls.length)],
        roofs[Math.floor(r() * roofs.length)],
      );
    }
    rows += rect(0, y, W, 12 * s, '#B5966E');
  }
  let crane = `${line(1360, 470, 1360, 120, C.ochre, 14)}${line(1180, 130, 1560, 130, C.ochre, 12)}${line(1360, 90, 1180, 130, C.ochre, 4)}${line(1360, 90, 1560, 130, C.ochre, 4)}${rect(1340, 130, 40, 40, C.wine)}${line(1500, 130, 1500, 280, C.slate, 3)}${rect(1480, 280, 40, 30, C.teal)}`;
  for (let y = 140; y < 470; y += 30) crane += line(1352, y, 1368, y + 30, C.ochre, 3);
  const body = [
    rect(0, 0, W, 620, 'url(#sky)'),
    sun(380, 200, 70, '#FFF2C9', 'glow'),
    hills(
      [
        [0, 430],
        [380, 380],
        [800, 440],
        [1250, 390],
        [1600, 430],
      ],
      '#C98A5A',
      'opacity="0.6"',
    ),
    crane,
    hills(
      [
        [0, 470],
        [600, 455],
        [1600, 470],
      ],
      C.savanna,
    ),
    rows,
    roundTree(90, 800, 0.9, C.bark, C.leaf, C.olive),
    roundTree(1520, 820, 1, C.bark, C.leaf, C.olive),
    rect(0, 800, W, 100, '#5A4A42'),
    Array.from({ length: 8 }, (_, i) => rect(30 + i * 210, 846, 120, 10, C.cream, 'rx="5" opacity="0.8"')).join(''),
  ].join('');
  return { defs, body };
}

function mortarboard(x: number, y: number, s: number, rot: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${pathEl('M-46 6 Q-46 52 0 56 Q46 52 46 6 Z', '#2B2230')}${poly(
    [
      [0, -34],
      [92, 0],
      [0, 34],
      [-92, 0],
    ],
    '#1F1A24',
  )}${poly(
    [
      [0, -30],
      [84, 0],
      [0, 4],
      [-84, 0],
    ],
    '#3A3040',
  )}${circle(0, 0, 6, C.gold)}${pathEl('M0 0 Q50 10 62 40', 'none', `stroke="${C.gold}" stroke-width="4"`)}${rect(56, 40, 12, 30, C.gold, 'rx="3"')}</g>`;
}

/** Graduation day: caps thrown into a bright sky above the graduates. */
function graduation(): Scene {
  const defs =
    linear('sky', [
      [0, '#E07A4A'],
      [0.55, '#F6B26B'],
      [1, '#FCE6C0'],
    ]) +
    radial('glow', [
      [0, '#FFF4D6', 0.9],
      [1, '#FFF4D6', 0],
    ]);
  let rays = '';
  for (let i = 0; i < 18; i++) {
    const a1 = (i / 18) * Math.PI * 2;
    const a2 = a1 + Math.PI / 36;
    rays += poly(
      [
        [800, 560],
        [+(800 + 1400 * Math.cos(a1)).toFixed(1), +(560 + 1400 * Math.sin(a1)).toFixed(1)],
        [+(800 + 1400 * Math.cos(a2)).toFixed(1), +(560 + 1400 * Math.sin(a2)).toFixed(1)],
      ],
      '#FFF4D6',
      'opacity="0.12"',
    );
  }
  let crowd = '';
  const tones = ['#5A3825', '#7A4A2E', '#3E2A1E', '#8C5A3A', '#6A3F28'];
  const r = rng(5);
  for (let i = 0; i < 14; i++) {
    const x = 30 + i * 118 + r() * 20;
    const y = 800 + r() * 40;
    crowd += `${rect(x - 70, y, 140, 140, '#2B2230', 'rx="60"')}${circle(x, y - 26, 40, tones[i % tones.length])}${poly(
      [
        [x, y - 86],
        [x + 62, y - 64],
        [x, y - 42],
        [x - 62, y - 64],
      ],
      '#1F1A24',
    )}`;
  }
  const body = [
    rect(0, 0, W, H, 'url(#sky)'),
    rays,
    circle(800, 560, 320, 'url(#glow)'),
    confetti(77, 60, [60, 40, 1540, 700], [C.gold, C.teal, C.cream, C.wine, '#FFFFFF']),
    mortarboard(330, 260, 1.3, -18),
    mortarboard(620, 150, 1, 14),
    mortarboard(900, 300, 1.5, -6),
    mortarboard(1180, 170, 1.1, 22),
    mortarboard(1400, 380, 0.9, -28),
    mortarboard(200, 520, 0.8, 30),
    crowd,
  ].join('');
  return { defs, body };
}

/** Centre-pivot irrigation over green rows, with a water tank on its stand. */
function irrigation(): Scene {
  const defs =
    linear('sky', [
      [0, '#A9D0CB'],
      [1, '#F7E3BC'],
    ]) +
    linear('spray', [
      [0, '#FFFFFF', 0.7],
      [1, '#FFFFFF', 0],
    ]);
  let pivot = '';
  const y = 470;
  for (let i = 0; i < 5; i++) {
    const x0 = 160 + i * 290;
    pivot += `${line(x0, y, x0 + 290, y, C.steel, 10)}${pathEl(`M${x0} ${y} Q${x0 + 145} ${y - 90} ${x0 + 290} ${y}`, 'none', `stroke="${C.steel}" stroke-width="5"`)}`;
    for (let k = 1; k < 6; k++)
      pivot += line(x0 + k * 48, y - 4, x0 + k * 48, y - 60 + Math.abs(k - 3) * 18, C.steel, 3);
    for (let k = 0; k < 5; k++) {
      const sx = x0 + 30 + k * 58;
      pivot += `${line(sx, y, sx, y + 50, C.slate, 3)}${poly(
        [
          [sx, y + 50],
          [sx - 34, y + 150],
          [sx + 34, y + 150],
        ],
        'url(#spray)',
      )}`;
    }
  }
  for (let i = 0; i <= 5; i++) {
    const x0 = 160 + i * 290;
    pivot += `${line(x0, y, x0 - 40, y + 170, C.slate, 8)}${line(x0, y, x0 + 40, y + 170, C.slate, 8)}${circle(x0 - 40, y + 180, 22, C.umber)}${circle(x0 + 40, y + 180, 22, C.umber)}`;
  }
  const tank = `<g transform="translate(90 470)">${line(-40, 0, -60, 190, C.bark, 10)}${line(80, 0, 100, 190, C.bark, 10)}${line(-50, 100, 90, 100, C.bark, 6)}${rect(-60, -160, 160, 160, C.teal, 'rx="12"')}${ellipse(20, -160, 80, 18, '#3A9990')}${[-110, -60].map((yy) => line(-60, yy, 100, yy, C.deepTeal, 4)).join('')}</g>`;
  const body = [
    rect(0, 0, W, 520, 'url(#sky)'),
    circle(1380, 130, 60, '#FFF3CF'),
    hills(
      [
        [0, 420],
        [500, 390],
        [1000, 430],
        [1600, 400],
      ],
      '#A8B77A',
      'opacity="0.85"',
    ),
    cropRows('field', 480, 800, [C.olive, C.savanna], 240, 14),
    pivot,
    tank,
    pathEl(`M0 ${H} L0 860 Q800 830 ${W} 865 L${W} ${H} Z`, '#5A3A22'),
  ].join('');
  return { defs, body };
}

/** Sustainable timber: plantation trees, a log pile, sawn planks, a finished chair and new seedlings. */
function timberWorkshop(): Scene {
  const defs = linear('sky', [
    [0, '#EFC08A'],
    [1, '#FBE9CC'],
  ]);
  const pine = (x: number, y: number, s: number, c: string): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${rect(-6, -40, 12, 40, C.bark)}${poly(
      [
        [-60, -40],
        [0, -200],
        [60, -40],
      ],
      c,
    )}${poly(
      [
        [-46, -110],
        [0, -250],
        [46, -110],
      ],
      c,
    )}</g>`;
  let forest = '';
  for (let i = 0; i < 18; i++) forest += pine(40 + i * 92, 470, 1.1, '#7E9A6A');
  for (let i = 0; i < 14; i++) forest += pine(90 + i * 120, 540, 1.4, C.olive);
  const log = (x: number, y: number, r: number): string =>
    `${circle(x, y, r, '#D9A878')}${circle(x, y, r * 0.7, 'none', `stroke="#B07A4A" stroke-width="3"`)}${circle(x, y, r * 0.4, 'none', `stroke="#B07A4A" stroke-width="3"`)}${circle(x, y, r, 'none', `stroke="${C.bark}" stroke-width="8"`)}`;
  let logs = '';
  const rows: number[][] = [
    [140, 780],
    [240, 780],
    [340, 780],
    [440, 780],
    [190, 690],
    [290, 690],
    [390, 690],
    [240, 600],
    [340, 600],
  ];
  for (const [x, y] of rows) logs += log(x, y, 50);
  let planks = '';
  for (let i = 0; i < 6; i++) planks += rect(620, 800 - i * 34, 420, 30, i % 2 ? '#D8A878' : '#C99466', 'rx="3"');
  planks += `${rect(650, 600, 30, 230, C.bark)}${rect(980, 600, 30, 230, C.bark)}`;
  const chair = `<g transform="translate(1150 840)">${rect(0, -150, 200, 24, '#A8744D', 'rx="4"')}${rect(10, -126, 18, 126, C.bark)}${rect(172, -126, 18, 126, C.bark)}${rect(172, -320, 18, 170, C.bark)}${rect(0, -320, 18, 170, C.bark)}${Array.from(
    { length: 4 },
    (_, i) => rect(18, -300 + i * 36, 154, 16, '#C99466', 'rx="4"'),
  ).join('')}</g>`;
  const seedling = (x: number): string =>
    `<g transform="translate(${x} 880)">${poly(
      [
        [-26, 0],
        [26, 0],
        [20, -40],
        [-20, -40],
      ],
      C.terracotta,
    )}${line(0, -40, 0, -90, C.olive, 5)}${ellipse(-16, -84, 18, 8, C.leaf, 'transform="rotate(-30 -16 -84)"')}${ellipse(16, -94, 18, 8, C.leaf, 'transform="rotate(30 16 -94)"')}</g>`;
  const body = [
    rect(0, 0, W, 560, 'url(#sky)'),
    forest,
    rect(0, 540, W, H - 540, '#B08860'),
    logs,
    planks,
    chair,
    [1400, 1480, 1560, 560].map(seedling).join(''),
  ].join('');
  return { defs, body };
}

/** Community volunteers' day: hands planting a garden bed in front of a community hall. */
function communityGarden(): Scene {
  const defs = linear('sky', [
    [0, '#F3A867'],
    [1, '#FCE6C0'],
  ]);
  const bed = (x: number, y: number, w: number): string => {
    let out = `${rect(x, y, w, 60, C.soil, 'rx="8"')}${rect(x, y, w, 14, '#5A3A22', 'rx="6"')}`;
    for (let i = 0; i < Math.floor(w / 70); i++) {
      const cx = x + 40 + i * 70;
      out += `${ellipse(cx - 12, y - 10, 18, 9, C.leaf, `transform="rotate(-30 ${cx - 12} ${y - 10})"`)}${ellipse(cx + 12, y - 14, 18, 9, C.olive, `transform="rotate(30 ${cx + 12} ${y - 14})"`)}`;
    }
    return out;
  };
  const hall = `<g transform="translate(560 300)">${rect(0, 60, 480, 240, C.cream)}${poly(
    [
      [-30, 70],
      [240, -40],
      [510, 70],
    ],
    C.rust,
  )}${rect(200, 170, 80, 130, C.teal)}${rect(50, 130, 90, 70, '#CFEAE4')}${rect(340, 130, 90, 70, '#CFEAE4')}${circle(240, 40, 26, C.gold)}</g>`;
  const body = [
    rect(0, 0, W, 620, 'url(#sky)'),
    hills(
      [
        [0, 520],
        [500, 480],
        [1100, 530],
        [1600, 490],
      ],
      '#C98A5A',
      'opacity="0.6"',
    ),
    hall,
    roundTree(330, 620, 1.3, C.bark, C.leaf, C.olive),
    roundTree(1300, 620, 1.5, C.bark, C.olive, C.forest),
    rect(0, 600, W, H - 600, '#8DA04A'),
    bed(120, 700, 560),
    bed(900, 700, 560),
    bed(300, 810, 1000),
    `<g transform="translate(760 700)">${rect(-4, -150, 8, 150, C.bark)}${pathEl('M-24 0 H24 L16 40 H-16 Z', C.steel)}</g>`,
    `<g transform="translate(1480 780)">${pathEl('M-50 -40 H40 L30 40 H-40 Z', C.teal)}${pathEl('M40 -30 Q80 -30 90 -10', 'none', `stroke="${C.teal}" stroke-width="10"`)}${pathEl('M-50 -40 Q-10 -90 40 -40', 'none', `stroke="${C.deepTeal}" stroke-width="8"`)}</g>`,
    birds(
      [
        [1100, 150, 1],
        [1150, 120, 0.8],
      ],
      C.wine,
    ),
  ].join('');
  return { defs, body };
}

const NEWS_SCENES: Record<string, () => Scene> = {
  'farm-sunrise': farmSunrise,
  'factory-hall': factoryHall,
  'kampala-skyline': kampalaSkyline,
  'skills-workshop': skillsWorkshop,
  classroom,
  'award-trophy': awardTrophy,
  'cooperative-market': cooperativeMarket,
  'logistics-trucks': logisticsTrucks,
  'mattress-line': mattressLine,
  'extension-field': extensionField,
  'award-gala': awardGala,
  'africa-routes': africaRoutes,
  'housing-estate': housingEstate,
  graduation,
  irrigation,
  'timber-workshop': timberWorkshop,
  'community-garden': communityGarden,
};

// ---------------------------------------------------------------------------------------------------------------
// Story avatars (160 x 160, drawn on a 200 x 200 grid)
// ---------------------------------------------------------------------------------------------------------------

type Hair = 'short' | 'wrap' | 'bun' | 'cap' | 'braids' | 'bald' | 'afro';

interface Avatar {
  bg: string;
  accent: string;
  skin: string;
  shade: string;
  hair: Hair;
  hairColor: string;
  top: string;
  glasses?: boolean;
  earrings?: string;
}

function avatarSvg(a: Avatar, size: number): string {
  const hairBack: Record<Hair, string> = {
    short: '',
    wrap: '',
    bun: circle(100, 46, 22, a.hairColor),
    cap: '',
    braids: `${rect(52, 70, 22, 92, a.hairColor, 'rx="10"')}${rect(126, 70, 22, 92, a.hairColor, 'rx="10"')}`,
    bald: '',
    afro: circle(100, 80, 62, a.hairColor),
  };
  const hairFront: Record<Hair, string> = {
    short: pathEl('M58 86 Q58 40 100 38 Q142 40 142 86 Q132 62 100 60 Q68 62 58 86 Z', a.hairColor),
    wrap: `${pathEl('M52 90 Q46 28 100 24 Q154 28 148 90 Q136 62 100 60 Q64 62 52 90 Z', a.hairColor)}${pathEl('M100 24 Q128 8 140 30 Q124 26 108 40 Z', a.accent)}${pathEl('M60 74 Q100 52 140 74', 'none', `stroke="${a.accent}" stroke-width="6" opacity="0.7"`)}`,
    bun: pathEl('M58 86 Q58 44 100 42 Q142 44 142 86 Q130 64 100 62 Q70 64 58 86 Z', a.hairColor),
    cap: `${pathEl('M56 78 Q58 34 100 34 Q142 34 144 78 Z', a.accent)}${pathEl('M120 74 Q160 70 170 80 Q150 86 120 84 Z', a.accent)}${circle(100, 36, 5, a.hairColor)}`,
    braids: pathEl('M56 90 Q54 38 100 36 Q146 38 144 90 Q134 60 100 58 Q66 60 56 90 Z', a.hairColor),
    bald: ellipse(84, 58, 14, 7, '#FFFFFF', 'opacity="0.18"'),
    afro: '',
  };
  const glasses = a.glasses
    ? `${circle(84, 92, 11, 'none', `stroke="${C.umber}" stroke-width="3"`)}${circle(116, 92, 11, 'none', `stroke="${C.umber}" stroke-width="3"`)}${line(95, 92, 105, 92, C.umber, 3)}`
    : '';
  const earrings = a.earrings ? `${circle(58, 108, 5, a.earrings)}${circle(142, 108, 5, a.earrings)}` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
    ${rect(0, 0, 200, 200, a.bg)}${circle(160, 36, 58, a.accent, 'opacity="0.35"')}${circle(24, 176, 44, '#FFFFFF', 'opacity="0.12"')}
    ${hairBack[a.hair]}
    ${pathEl('M22 200 Q26 148 78 140 H122 Q174 148 178 200 Z', a.top)}
    ${pathEl('M78 140 L100 168 L122 140 Z', a.shade)}
    ${rect(86, 118, 28, 30, a.shade, 'rx="8"')}
    ${ellipse(58, 98, 8, 12, a.shade)}${ellipse(142, 98, 8, 12, a.shade)}
    ${ellipse(100, 92, 42, 50, a.skin)}
    ${ellipse(100, 132, 18, 4, a.shade, 'opacity="0.45"')}
    ${hairFront[a.hair]}${glasses}${earrings}</svg>`;
}

const AVATARS: Record<string, Avatar> = {
  'lindiwe-mahlangu': {
    bg: '#F3C98B',
    accent: C.terracotta,
    skin: '#8A5A3C',
    shade: '#6E4530',
    hair: 'wrap',
    hairColor: C.teal,
    top: C.leaf,
    earrings: C.gold,
  },
  'sibusiso-khumalo': {
    bg: '#BFD9D6',
    accent: C.teal,
    skin: '#5E3B28',
    shade: '#4A2E1F',
    hair: 'short',
    hairColor: '#1E1512',
    top: C.terracotta,
  },
  'grace-namatovu': {
    bg: '#F6D7C3',
    accent: C.wine,
    skin: '#6E4430',
    shade: '#573423',
    hair: 'braids',
    hairColor: '#22160F',
    top: C.teal,
    glasses: true,
  },
  'refilwe-sithole': {
    bg: '#E9D3A8',
    accent: C.ochre,
    skin: '#A8714C',
    shade: '#8A5A3C',
    hair: 'bun',
    hairColor: '#2E1E16',
    top: C.wine,
    earrings: C.cream,
  },
  'kagiso-phiri': {
    bg: '#D8C4E0',
    accent: C.plum,
    skin: '#7A4C33',
    shade: '#603B27',
    hair: 'cap',
    hairColor: C.cream,
    top: C.ochre,
  },
  'joseph-okello': {
    bg: '#CFE0B8',
    accent: C.olive,
    skin: '#4E3020',
    shade: '#3C2418',
    hair: 'bald',
    hairColor: '#000000',
    top: C.cream,
    glasses: true,
  },
  'fatuma-achieng': {
    bg: '#F5C6A5',
    accent: C.ember,
    skin: '#C08A62',
    shade: '#9E6E4B',
    hair: 'afro',
    hairColor: '#2A1B14',
    top: C.deepTeal,
    earrings: C.gold,
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------------------

function sceneSvg(scene: Scene, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${scene.defs}</defs><rect width="${W}" height="${H}" fill="${C.cream}"/>${scene.body}</svg>`;
}

async function renderNews(name: string, draw: () => Scene): Promise<number> {
  const scene = draw();
  const webp960 = await sharp(Buffer.from(sceneSvg(scene, 960, 540)))
    .webp({ quality: 74, effort: 6 })
    .toBuffer();
  const outputs: [string, Promise<Buffer>][] = [
    [
      `${name}-480.avif`,
      sharp(Buffer.from(sceneSvg(scene, 480, 270)))
        .avif({ quality: 52, effort: 6 })
        .toBuffer(),
    ],
    [
      `${name}-480.webp`,
      sharp(Buffer.from(sceneSvg(scene, 480, 270)))
        .webp({ quality: 74, effort: 6 })
        .toBuffer(),
    ],
    [
      `${name}-960.avif`,
      sharp(Buffer.from(sceneSvg(scene, 960, 540)))
        .avif({ quality: 52, effort: 6 })
        .toBuffer(),
    ],
    [`${name}-960.webp`, Promise.resolve(webp960)],
    [
      `${name}-1200.jpg`,
      sharp(Buffer.from(sceneSvg(scene, 1200, 675)))
        .jpeg({ quality: 80, mozjpeg: true, progressive: true })
        .toBuffer(),
    ],
  ];
  for (const [file, data] of outputs) await writeFile(path.join(NEWS_DIR, file), await data);
  return webp960.length;
}

async function renderAvatar(name: string, a: Avatar): Promise<void> {
  const svg = Buffer.from(avatarSvg(a, 160));
  await writeFile(path.join(STORIES_DIR, `${name}.webp`), await sharp(svg).webp({ quality: 82 }).toBuffer());
  await writeFile(path.join(STORIES_DIR, `${name}.avif`), await sharp(svg).avif({ quality: 60 }).toBuffer());
}

async function main(): Promise<void> {
  await mkdir(NEWS_DIR, { recursive: true });
  await mkdir(STORIES_DIR, { recursive: true });
  for (const [name, draw] of Object.entries(NEWS_SCENES)) {
    const size = await renderNews(name, draw);
    const kb = (size / 1024).toFixed(1);
    console.log(`news/${name}: 960 webp ${kb} KB${size > 60 * 1024 ? '  (over the 60 KB budget!)' : ''}`);
  }
  for (const [name, a] of Object.entries(AVATARS)) {
    await renderAvatar(name, a);
    console.log(`stories/${name}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
