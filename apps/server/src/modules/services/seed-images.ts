import type { ServiceType } from '@app/shared/catalog';
import sharp from 'sharp';

/**
 * Demo pictures drawn on the spot (no network, no binary files in the repository): SVG scenes per
 * type, rendered by sharp (librsvg) and encoded as 1600x1000 WebP. Everything comes from a seeded
 * random generator, so the same seed gives the same bytes and the same content-hash URL.
 */

export const SEED_IMAGE_WIDTH = 1600;
export const SEED_IMAGE_HEIGHT = 1000;
const W = SEED_IMAGE_WIDTH;
const H = SEED_IMAGE_HEIGHT;
// Drawn at half size and enlarged: a quarter of the rendering, and the softness reads as a lens.
const RENDER_SCALE = 0.5;

type Rng = () => number;
/** mulberry32: tiny, fast, good enough for pictures. */
function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: Rng, min: number, max: number) => min + (max - min) * r();
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const f = (n: number) => n.toFixed(1);

/** A scene: the defs it needs and the shapes, in painting order. */
class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;

  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  add(...shapes: string[]) {
    this.body.push(...shapes);
  }
  /** Darker corners, like a real lens. */
  vignette(strength = 0.5) {
    const fill = this.radial(
      [
        [0.55, '#000', 0],
        [1, '#000', strength],
      ],
      0.5,
      0.5,
      0.75,
    );
    this.add(`<rect width="${W}" height="${H}" fill="${fill}"/>`);
  }
  svg(scale: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(W * scale)}" height="${Math.round(H * scale)}" ` +
      `viewBox="0 0 ${W} ${H}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}
function stopsOf(stops: [number, string, number?][]) {
  return stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** Soft glowing blob (sun glow, clouds, bokeh). */
function glow(s: Scene, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number) {
  const fill = s.radial([
    [0, color, opacity],
    [0.45, color, opacity * 0.45],
    [1, color, 0],
  ]);
  s.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`);
}

/** Horizontal ripples on water, closer together near the horizon. */
function ripples(s: Scene, r: Rng, top: number, color: string, count: number, maxOpacity: number) {
  for (let i = 0; i < count; i++) {
    const t = (i + r()) / count;
    const y = top + (H - top) * t ** 1.8;
    const x = between(r, -200, W);
    const len = between(r, 80, 420) * (0.4 + t);
    const amp = between(r, 1, 4) * (0.5 + t);
    s.add(
      `<path d="M${f(x)} ${f(y)} q${f(len / 4)} ${f(-amp)} ${f(len / 2)} 0 t${f(len / 2)} 0" fill="none" stroke="${color}" ` +
        `stroke-opacity="${f(between(r, 0.3, 1) * maxOpacity * 100)}%" stroke-width="${f(0.8 + t * 2.5)}"/>`,
    );
  }
}

/** Sparkles of a low sun on water. */
function glitter(s: Scene, r: Rng, cx: number, top: number, color: string, count: number) {
  for (let i = 0; i < count; i++) {
    const t = r() ** 1.4;
    const y = top + 4 + (H - top) * t;
    const spread = 40 + 420 * t;
    const x = cx + (r() - 0.5) * spread * (0.4 + r());
    s.add(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(r, 6, 30) * (0.4 + t))}" ry="${f(1 + 2.2 * t)}" ` +
        `fill="${color}" opacity="${f(between(r, 0.25, 0.85) * (1 - t * 0.6))}"/>`,
    );
  }
}

// --- Yachts: open water, ocean blues ---------------------------------------------------------------

function yachtProfile(s: Scene, x: number, y: number, scale: number, facing: 1 | -1) {
  const hull = s.linear([
    [0, '#ffffff'],
    [0.6, '#e9eef3'],
    [1, '#9fb0c0'],
  ]);
  const glass = s.linear([
    [0, '#3b5568'],
    [1, '#0d1822'],
  ]);
  const t = `translate(${f(x)} ${f(y)}) scale(${f(scale * facing)} ${f(scale)})`;
  s.add(
    // Reflection and shadow on the water.
    `<ellipse cx="${f(x)}" cy="${f(y + 6 * scale)}" rx="${f(262 * scale)}" ry="${f(12 * scale)}" fill="#021726" opacity="0.4"/>`,
    `<g transform="${t}">`,
    // Hull: long, low, raked bow on the right.
    `<path d="M-240 0 L200 0 Q255 -8 262 -34 L-232 -34 Q-244 -20 -240 0 Z" fill="${hull}"/>`,
    `<path d="M-228 -20 L236 -20" stroke="#23384a" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M-150 -10 L150 -10" stroke="#0f2331" stroke-width="3" stroke-opacity="0.7"/>`,
    // Superstructure in two tiers with tinted glass.
    `<path d="M-190 -34 L130 -34 Q168 -38 190 -60 L-150 -64 Q-182 -60 -190 -34 Z" fill="${hull}"/>`,
    `<path d="M-160 -42 L120 -42 Q150 -46 166 -58 L-140 -58 Z" fill="${glass}"/>`,
    `<path d="M-120 -64 L70 -64 Q100 -68 116 -86 L-96 -88 Q-116 -84 -120 -64 Z" fill="${hull}"/>`,
    `<path d="M-98 -70 L62 -70 Q86 -73 98 -83 L-86 -84 Z" fill="${glass}"/>`,
    // Radar arch.
    `<path d="M-40 -88 L-30 -112 L10 -112 L22 -88" fill="none" stroke="#f4f7fa" stroke-width="5"/>`,
    // Where the hull meets the water.
    `<path d="M-244 -2 Q0 6 250 -4" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" fill="none"/>`,
    `</g>`,
  );
}

function yachtWake(s: Scene, r: Rng, x: number, y: number, scale: number, facing: 1 | -1) {
  // Behind the stern: churned water, then a V of foam that spreads and fades.
  const stern = x - 236 * scale * facing;
  const len = between(r, 620, 820) * scale;
  const churn = s.radial([
    [0, '#ffffff', 0.85],
    [1, '#ffffff', 0],
  ]);
  s.add(
    `<ellipse cx="${f(stern - 70 * scale * facing)}" cy="${f(y + 8 * scale)}" rx="${f(120 * scale)}" ry="${f(16 * scale)}" fill="${churn}"/>`,
  );
  for (const side of [-1, 1]) {
    for (let i = 0; i < 40; i++) {
      const t = r();
      const d = t * len;
      const spread = side * d * 0.16;
      s.add(
        `<ellipse cx="${f(stern - d * facing)}" cy="${f(y + 10 * scale + spread * 0.35 + between(r, -3, 3) * scale)}" ` +
          `rx="${f(between(r, 14, 46) * scale * (0.5 + t))}" ry="${f(between(r, 1.5, 3.5) * scale)}" fill="#fff" ` +
          `opacity="${f(between(r, 0.35, 0.8) * (1 - t) ** 1.5)}"/>`,
      );
    }
  }
}

function yachtScene(r: Rng, variant: number): Scene {
  const s = new Scene();
  if (variant % 3 === 2) return yachtAerial(s, r);
  const golden = variant % 3 === 1;
  const horizon = between(r, 380, 470);
  const sunX = between(r, 250, 1350);
  s.add(
    `<rect width="${W}" height="${f(horizon + 2)}" fill="${s.linear(
      golden
        ? [
            [0, '#1d3566'],
            [0.55, '#b9788a'],
            [0.85, '#f3b27c'],
            [1, '#ffe0a8'],
          ]
        : [
            [0, '#0b4a8c'],
            [0.6, '#4aa3dc'],
            [1, '#d7f0fa'],
          ],
    )}"/>`,
  );
  glow(s, sunX, horizon - 70, 520, 380, golden ? '#fff1c9' : '#ffffff', golden ? 0.9 : 0.6);
  for (let i = 0; i < 7; i++) {
    glow(
      s,
      between(r, 0, W),
      between(r, 60, horizon - 90),
      between(r, 160, 380),
      between(r, 18, 46),
      '#ffffff',
      0.35,
    );
  }
  // A distant shore in the haze.
  const shoreX = pick(r, [between(r, -100, 300), between(r, 1000, 1400)]);
  let x = shoreX;
  while (x < shoreX + between(r, 350, 600)) {
    const w = between(r, 12, 34);
    const h = between(r, 8, 46);
    s.add(
      `<rect x="${f(x)}" y="${f(horizon - h)}" width="${f(w)}" height="${f(h + 2)}" fill="#5f7d96" opacity="0.45"/>`,
    );
    x += w + between(r, 1, 8);
  }
  s.add(
    `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${s.linear(
      golden
        ? [
            [0, '#d59b7e'],
            [0.25, '#3d6f92'],
            [1, '#06223a'],
          ]
        : [
            [0, '#7cc3dd'],
            [0.2, '#1f77a8'],
            [1, '#03243f'],
          ],
    )}"/>`,
  );
  glitter(s, r, sunX, horizon, golden ? '#fff0c8' : '#ffffff', 90);
  ripples(s, r, horizon, '#ffffff', 70, 0.16);
  const facing = pick(r, [1, -1] as const);
  const scale = between(r, 0.9, 1.5);
  const yx = between(r, 450, 1150);
  const yy = horizon + between(r, 190, 320);
  yachtWake(s, r, yx, yy, scale, facing);
  yachtProfile(s, yx, yy, scale, facing);
  s.vignette(0.45);
  return s;
}

/** From above, over a sandbar: turquoise shallows, caustics, a yacht at anchor. */
function yachtAerial(s: Scene, r: Rng): Scene {
  const angle = between(r, -35, 35);
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.linear(
      [
        [0, '#f4e6c6'],
        [0.18, '#9fe3d6'],
        [0.45, '#2fc1cf'],
        [0.75, '#0b86ad'],
        [1, '#054a78'],
      ],
      between(r, 0, 0.3),
      0,
      1,
      1,
    )}"/>`,
  );
  for (let i = 0; i < 120; i++) {
    const x = between(r, -100, W);
    const y = between(r, 0, H);
    const len = between(r, 40, 160);
    s.add(
      `<path d="M${f(x)} ${f(y)} q${f(len / 3)} ${f(between(r, -18, 18))} ${f(len / 2)} ${f(between(r, -6, 6))} ` +
        `t${f(len / 2)} ${f(between(r, -8, 8))}" fill="none" stroke="#ffffff" stroke-opacity="${f(between(r, 0.08, 0.3))}" ` +
        `stroke-width="${f(between(r, 1, 3))}"/>`,
    );
  }
  const cx = between(r, 600, 1000);
  const cy = between(r, 420, 600);
  const deck = s.linear(
    [
      [0, '#c08652'],
      [1, '#8a5a33'],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(
    `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">`,
    `<path d="M-300 40 L210 40 Q330 30 360 0 Q330 -30 210 -40 L-300 -40 Q-318 0 -300 40 Z" fill="#04364f" opacity="0.3" transform="translate(28 36)"/>`,
    `<path d="M-300 40 L210 40 Q330 30 360 0 Q330 -30 210 -40 L-300 -40 Q-318 0 -300 40 Z" fill="#fbfdff"/>`,
    `<path d="M-284 28 L-170 28 L-170 -28 L-284 -28 Z" fill="${deck}"/>`,
    `<path d="M-150 26 L150 26 Q200 20 220 0 Q200 -20 150 -26 L-150 -26 Z" fill="#e3e9ef"/>`,
    `<path d="M-100 18 L110 18 Q140 14 152 0 Q140 -14 110 -18 L-100 -18 Z" fill="#1e3444"/>`,
    `<rect x="-40" y="-10" width="90" height="20" rx="6" fill="#f7fafc"/>`,
    `<rect x="-270" y="-12" width="60" height="24" rx="8" fill="#4fd1e8" opacity="0.9"/>`,
    `</g>`,
  );
  s.vignette(0.35);
  return s;
}

// --- Villas: sunset, palms, warm windows ----------------------------------------------------------

function palm(s: Scene, x: number, ground: number, height: number, lean: number, color: string) {
  const topX = x + lean;
  const topY = ground - height;
  s.add(
    `<path d="M${f(x - 9)} ${f(ground)} Q${f(x + lean * 0.2)} ${f(ground - height * 0.55)} ${f(topX - 3)} ${f(topY)} ` +
      `L${f(topX + 3)} ${f(topY)} Q${f(x + lean * 0.2 + 12)} ${f(ground - height * 0.55)} ${f(x + 9)} ${f(ground)} Z" fill="${color}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const a = (-160 + i * 40 + (i % 2) * 9) * (Math.PI / 180);
    const len = height * (0.32 + 0.06 * ((i * 7) % 3));
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
    const cx = topX + Math.cos(a) * len * 0.5;
    const cy = topY + Math.sin(a) * len * 0.5 - len * 0.18;
    s.add(
      `<path d="M${f(topX)} ${f(topY)} Q${f(cx)} ${f(cy - 10)} ${f(ex)} ${f(ey)} Q${f(cx)} ${f(cy + 12)} ${f(topX)} ${f(topY)} Z" fill="${color}"/>`,
    );
  }
}

function villa(s: Scene, r: Rng, x: number, ground: number, scale: number) {
  const wall = '#1c1326';
  const light = s.linear([
    [0, '#ffe3a3'],
    [1, '#ff9f43'],
  ]);
  const w = 620 * scale;
  const h1 = 150 * scale;
  const h2 = 130 * scale;
  s.add(
    `<rect x="${f(x)}" y="${f(ground - h1)}" width="${f(w)}" height="${f(h1)}" fill="${wall}"/>`,
    `<rect x="${f(x + w * 0.18)}" y="${f(ground - h1 - h2)}" width="${f(w * 0.62)}" height="${f(h2)}" fill="${wall}"/>`,
    `<rect x="${f(x - 30 * scale)}" y="${f(ground - h1 - 10 * scale)}" width="${f(w + 60 * scale)}" height="${f(12 * scale)}" fill="#2a1d36"/>`,
    `<rect x="${f(x + w * 0.12)}" y="${f(ground - h1 - h2 - 10 * scale)}" width="${f(w * 0.74)}" height="${f(12 * scale)}" fill="#2a1d36"/>`,
  );
  // Floor-to-ceiling windows, most of them lit.
  for (const [row, top, height, from, to] of [
    [0, ground - h1 + 22 * scale, h1 - 34 * scale, x + 20 * scale, x + w - 20 * scale],
    [1, ground - h1 - h2 + 24 * scale, h2 - 40 * scale, x + w * 0.18 + 20 * scale, x + w * 0.8 - 20 * scale],
  ] as const) {
    const panes = row === 0 ? 6 : 4;
    const pw = (to - from) / panes;
    for (let i = 0; i < panes; i++) {
      const lit = r() > 0.2;
      s.add(
        `<rect x="${f(from + i * pw + 4)}" y="${f(top)}" width="${f(pw - 8)}" height="${f(height)}" ` +
          `fill="${lit ? light : '#2b2240'}" opacity="${lit ? f(between(r, 0.75, 1)) : '1'}"/>`,
      );
    }
  }
  glow(s, x + w / 2, ground - h1 / 2, w * 0.8, h1 * 1.3, '#ffb35c', 0.25);
}

function villaScene(r: Rng, variant: number): Scene {
  const s = new Scene();
  const horizon = between(r, 560, 640);
  const sunX = between(r, 300, 1300);
  s.add(
    `<rect width="${W}" height="${f(horizon + 2)}" fill="${s.linear([
      [0, '#1b1140'],
      [0.35, '#55286c'],
      [0.62, '#c2456d'],
      [0.85, '#f28a4a'],
      [1, '#ffcf73'],
    ])}"/>`,
  );
  glow(s, sunX, horizon - 20, 620, 420, '#ffd27a', 0.8);
  s.add(
    `<circle cx="${f(sunX)}" cy="${f(horizon - between(r, 10, 60))}" r="${f(between(r, 60, 95))}" fill="#fff2c2" opacity="0.95"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const y = between(r, 120, horizon - 120);
    s.add(
      `<ellipse cx="${f(between(r, 0, W))}" cy="${f(y)}" rx="${f(between(r, 120, 340))}" ry="${f(between(r, 5, 14))}" ` +
        `fill="${pick(r, ['#ff9fb0', '#ffb38a', '#f6788d'])}" opacity="${f(between(r, 0.25, 0.55))}"/>`,
    );
  }
  // Bay water with the sun's reflection.
  s.add(
    `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${s.linear([
      [0, '#f6a663'],
      [0.3, '#8a3f6e'],
      [1, '#170d2c'],
    ])}"/>`,
  );
  glitter(s, r, sunX, horizon, '#ffd9a0', 70);
  ripples(s, r, horizon, '#ffd2a8', 40, 0.2);

  const dark = '#120a1c';
  if (variant % 3 === 0) {
    // The villa on its lawn, palms around it.
    const vx = between(r, 120, 700);
    s.add(
      `<path d="M0 ${f(horizon + 90)} Q${W / 2} ${f(horizon + 40)} ${W} ${f(horizon + 100)} L${W} ${H} L0 ${H} Z" fill="${dark}"/>`,
    );
    villa(s, r, vx, horizon + 70, between(r, 0.95, 1.15));
    for (let i = 0; i < 4; i++) {
      palm(
        s,
        between(r, 0, W),
        horizon + between(r, 90, 160),
        between(r, 300, 480),
        between(r, -90, 90),
        dark,
      );
    }
  } else if (variant % 3 === 1) {
    // Close to a palm, the sun through its fronds.
    s.add(
      `<path d="M0 ${f(H - 120)} Q${W * 0.4} ${f(H - 170)} ${W} ${f(H - 110)} L${W} ${H} L0 ${H} Z" fill="${dark}"/>`,
    );
    palm(
      s,
      pick(r, [between(r, 150, 400), between(r, 1150, 1450)]),
      H - 120,
      between(r, 700, 820),
      between(r, -160, 160),
      dark,
    );
    palm(s, between(r, 500, 1100), H - 130, between(r, 380, 460), between(r, -80, 80), dark);
  } else {
    // The pool deck at dusk.
    const deckTop = horizon + 120;
    s.add(`<rect y="${f(deckTop)}" width="${W}" height="${f(H - deckTop)}" fill="#1f1426"/>`);
    const pool = s.linear([
      [0, '#5fe3ef'],
      [0.5, '#19a3c4'],
      [1, '#0b5b83'],
    ]);
    s.add(
      `<path d="M${f(between(r, 100, 300))} ${f(deckTop + 60)} L${f(between(r, 1300, 1500))} ${f(deckTop + 60)} L${W + 100} ${H} L-100 ${H} Z" fill="${pool}"/>`,
    );
    glow(s, W / 2, H - 60, 700, 160, '#a8f6ff', 0.35);
    ripples(s, r, deckTop + 80, '#e9ffff', 45, 0.3);
    palm(s, between(r, 40, 260), deckTop + 40, between(r, 520, 640), between(r, 40, 140), dark);
    palm(s, between(r, 1300, 1560), deckTop + 40, between(r, 480, 600), between(r, -140, -40), dark);
  }
  s.vignette(0.5);
  return s;
}

// --- Apartments: the city at night over the bay --------------------------------------------------

function tower(s: Scene, r: Rng, x: number, w: number, ground: number, h: number, near: boolean) {
  const body = near ? '#0b0f22' : '#1a2044';
  const top = ground - h;
  const crown = pick(r, ['flat', 'flat', 'step', 'spire', 'slant'] as const);
  s.add(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h + 2)}" fill="${body}"/>`);
  if (crown === 'step')
    s.add(
      `<rect x="${f(x + w * 0.2)}" y="${f(top - 30)}" width="${f(w * 0.6)}" height="32" fill="${body}"/>`,
    );
  if (crown === 'spire')
    s.add(
      `<path d="M${f(x + w / 2 - 3)} ${f(top)} L${f(x + w / 2)} ${f(top - between(r, 40, 90))} L${f(x + w / 2 + 3)} ${f(top)} Z" fill="${body}"/>`,
    );
  if (crown === 'slant')
    s.add(
      `<path d="M${f(x)} ${f(top)} L${f(x + w)} ${f(top - between(r, 20, 60))} L${f(x + w)} ${f(top)} Z" fill="${body}"/>`,
    );
  // An LED crown, as on many Miami towers.
  if (near && r() < 0.35) {
    const neon = pick(r, ['#3ff2ff', '#ff4fd8', '#8f7bff']);
    s.add(
      `<rect x="${f(x)}" y="${f(top - 2)}" width="${f(w)}" height="4" fill="${neon}"/>`,
      `<rect x="${f(x - 4)}" y="${f(top - 8)}" width="${f(w + 8)}" height="16" fill="${neon}" opacity="0.25"/>`,
    );
  }
  const cols = Math.max(2, Math.floor(w / 14));
  const rows = Math.floor(h / 18);
  const cw = w / cols;
  const litShare = near ? 0.33 : 0.22;
  for (let row = 1; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (r() > litShare) continue;
      const color = pick(r, ['#ffd27a', '#ffd27a', '#ffe9b8', '#bfe3ff']);
      s.add(
        `<rect x="${f(x + col * cw + 3)}" y="${f(top + row * 18)}" width="${f(cw - 6)}" height="9" fill="${color}" ` +
          `opacity="${f(between(r, near ? 0.6 : 0.3, near ? 1 : 0.6))}"/>`,
      );
    }
  }
}

function cityScene(r: Rng, variant: number): Scene {
  const s = new Scene();
  const waterline = variant % 3 === 2 ? H - 40 : between(r, 640, 720);
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.linear([
      [0, '#04060f'],
      [0.45, '#101838'],
      [0.8, '#3a2455'],
      [1, '#7a3c6e'],
    ])}"/>`,
  );
  for (let i = 0; i < 60; i++) {
    s.add(
      `<circle cx="${f(between(r, 0, W))}" cy="${f(between(r, 0, 320))}" r="${f(between(r, 0.6, 1.6))}" fill="#fff" opacity="${f(between(r, 0.2, 0.7))}"/>`,
    );
  }
  glow(s, between(r, 200, 1400), waterline - 120, 900, 260, '#ff6fb5', 0.22);
  // Far towers in the haze, then the near skyline.
  for (const near of [false, true]) {
    let x = between(r, -60, 0);
    while (x < W) {
      const w = between(r, near ? 60 : 40, near ? 150 : 100);
      const h = near ? between(r, 180, variant % 3 === 2 ? 760 : 520) : between(r, 120, 360);
      tower(s, r, x, w, waterline, h, near);
      x += w + between(r, near ? 10 : 4, near ? 70 : 30);
    }
  }
  if (variant % 3 !== 2) {
    // The bay: a dark mirror with long streaks of the lights.
    s.add(
      `<rect y="${f(waterline)}" width="${W}" height="${f(H - waterline)}" fill="${s.linear([
        [0, '#1a1633'],
        [1, '#03040a'],
      ])}"/>`,
    );
    for (let i = 0; i < 140; i++) {
      const y = waterline + between(r, 4, H - waterline);
      s.add(
        `<rect x="${f(between(r, 0, W))}" y="${f(y)}" width="${f(between(r, 8, 60))}" height="${f(between(r, 1.5, 3))}" ` +
          `fill="${pick(r, ['#ffd27a', '#ffe9b8', '#3ff2ff', '#ff4fd8'])}" opacity="${f(between(r, 0.15, 0.6) * (1 - (y - waterline) / (H - waterline)))}"/>`,
      );
    }
  }
  if (variant % 3 === 1) {
    // City lights out of focus in front, as from a balcony.
    for (let i = 0; i < 18; i++) {
      const rad = between(r, 30, 110);
      glow(
        s,
        between(r, 0, W),
        between(r, 500, H),
        rad,
        rad,
        pick(r, ['#ffcf7a', '#ff6fb5', '#6fd8ff']),
        between(r, 0.25, 0.5),
      );
    }
  }
  s.vignette(0.55);
  return s;
}

// --- Cars: metal under studio lights --------------------------------------------------------------

export interface CarPaint {
  base: string;
  light: string;
  dark: string;
  /** Brake calipers behind the spokes. */
  caliper?: string;
}

function wheel(s: Scene, cx: number, cy: number, rad: number, caliper: string) {
  const rim = s.radial([
    [0, '#f2f4f7'],
    [0.6, '#a7adb6'],
    [1, '#3d434b'],
  ]);
  s.add(
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="#0a0b0d"/>`,
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 0.68)}" fill="${rim}"/>`,
    `<path d="M${f(cx + rad * 0.3)} ${f(cy - rad * 0.45)} a${f(rad * 0.55)} ${f(rad * 0.55)} 0 0 1 ${f(rad * 0.2)} ${f(rad * 0.5)}" stroke="${caliper}" stroke-width="${f(rad * 0.12)}" fill="none"/>`,
  );
  for (let i = 0; i < 10; i++) {
    const a = (i * 36 * Math.PI) / 180;
    s.add(
      `<line x1="${f(cx + Math.cos(a) * rad * 0.14)}" y1="${f(cy + Math.sin(a) * rad * 0.14)}" x2="${f(cx + Math.cos(a) * rad * 0.62)}" ` +
        `y2="${f(cy + Math.sin(a) * rad * 0.62)}" stroke="#2a2e35" stroke-width="${f(rad * 0.05)}"/>`,
    );
  }
  s.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 0.12)}" fill="#1b1e23"/>`);
}

/** A generic car in profile, facing right: a low fastback coupe or a tall SUV, in metallic layers. */
function carProfile(s: Scene, paint: CarPaint, ground: number, tall: boolean, mirror = false) {
  const body = s.linear([
    [0, paint.light],
    [0.2, paint.base],
    [0.45, paint.dark],
    [0.52, paint.light],
    [0.66, paint.base],
    [1, paint.dark],
  ]);
  const glass = s.linear([
    [0, '#aebfd0', 0.95],
    [0.45, '#22303d'],
    [1, '#080c10'],
  ]);
  const y = (v: number) => f(ground - v);
  const shape = tall
    ? `M250 ${y(56)} L248 ${y(200)} Q252 ${y(228)} 292 ${y(236)} L328 ${y(338)} Q342 ${y(356)} 400 ${y(358)} ` +
      `L950 ${y(354)} Q996 ${y(352)} 1018 ${y(336)} L1112 ${y(246)} L1318 ${y(224)} Q1360 ${y(214)} 1362 ${y(160)} ` +
      `L1360 ${y(56)} Z`
    : `M250 ${y(64)} Q240 ${y(150)} 292 ${y(178)} Q470 ${y(214)} 640 ${y(258)} Q770 ${y(280)} 880 ${y(266)} ` +
      `Q990 ${y(240)} 1070 ${y(196)} L1290 ${y(160)} Q1352 ${y(146)} 1356 ${y(90)} L1352 ${y(64)} Z`;
  const windows = tall
    ? `M350 ${y(238)} L372 ${y(326)} Q380 ${y(336)} 410 ${y(336)} L940 ${y(334)} Q972 ${y(332)} 990 ${y(320)} ` +
      `L1076 ${y(244)} Z`
    : `M560 ${y(222)} Q690 ${y(256)} 860 ${y(254)} Q940 ${y(240)} 1020 ${y(200)} Z`;
  const pillars = tall
    ? [640, 850]
        .map((px) => `<rect x="${px}" y="${y(338)}" width="14" height="100" fill="${paint.dark}"/>`)
        .join('')
    : `<rect x="830" y="${y(258)}" width="10" height="54" fill="${paint.dark}"/>`;
  const front = tall ? 1362 : 1356;
  s.add(
    `<path d="${shape}" fill="${body}"/>`,
    `<path d="${windows}" fill="${glass}"/>`,
    pillars,
    // The shoulder line catching the light, and the door seams.
    `<path d="M270 ${y(tall ? 196 : 150)} Q800 ${y(tall ? 214 : 178)} ${front - 20} ${y(tall ? 190 : 140)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/>`,
    `<path d="M${tall ? 640 : 830} ${y(tall ? 232 : 200)} L${tall ? 646 : 838} ${y(70)}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`,
    `<path d="M${front - 70} ${y(tall ? 176 : 124)} L${front - 4} ${y(tall ? 168 : 112)} L${front - 8} ${y(tall ? 150 : 100)} L${front - 72} ${y(tall ? 158 : 108)} Z" fill="#f4fbff"/>`,
    `<path d="M252 ${y(tall ? 180 : 132)} L296 ${y(tall ? 184 : 138)} L298 ${y(tall ? 164 : 120)} L254 ${y(tall ? 160 : 116)} Z" fill="#ff2a3a"/>`,
  );
  if (!mirror) {
    glow(s, front - 30, ground - (tall ? 162 : 110), 140, 46, '#e8f6ff', 0.55);
    glow(s, 262, ground - (tall ? 172 : 126), 60, 30, '#ff2a3a', 0.5);
  }
}

function carScene(r: Rng, variant: number, paint: CarPaint, tall: boolean): Scene {
  const s = new Scene();
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.linear([
      [0, '#0a0b0f'],
      [0.65, '#23272f'],
      [0.66, '#15171c'],
      [1, '#040405'],
    ])}"/>`,
  );
  // The studio: a spotlight on the backdrop and two softboxes reflected as wide, soft bands.
  glow(s, W / 2, 420, 900, 420, '#ffffff', 0.16);
  for (const y of [between(r, 90, 160), between(r, 220, 300)]) {
    const band = s.linear(
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', between(r, 0.08, 0.16)],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      0,
    );
    s.add(`<rect x="0" y="${f(y)}" width="${W}" height="${f(between(r, 26, 60))}" fill="${band}"/>`);
  }
  if (variant % 3 === 2) {
    // Light trails: the car long gone, only its colour on the wet street.
    for (let i = 0; i < 36; i++) {
      const y0 = between(r, 350, 900);
      const color = pick(r, [paint.light, paint.base, '#ffffff', '#ff3b3b', '#ffd27a']);
      s.add(
        `<path d="M-50 ${f(y0)} C${f(W * 0.3)} ${f(y0 - between(r, 60, 220))} ${f(W * 0.7)} ${f(y0 + between(r, -120, 80))} ${W + 50} ${f(y0 - between(r, 100, 300))}" ` +
          `stroke="${color}" stroke-opacity="${f(between(r, 0.2, 0.85))}" stroke-width="${f(between(r, 1, 6))}" fill="none"/>`,
      );
    }
    glow(s, between(r, 500, 1100), 620, 700, 200, paint.base, 0.35);
    s.vignette(0.6);
    return s;
  }
  const closeUp = variant % 3 === 1;
  const ground = 760;
  s.add(closeUp ? `<g transform="translate(${f(between(r, -1700, -1500))} -760) scale(2.2)">` : '<g>');
  glow(s, 800, ground + 10, 640, 40, '#000000', 0.8);
  const rad = tall ? 92 : 80;
  const car = (mirror: boolean) => {
    if (mirror) s.add(`<g transform="translate(0 ${f(2 * ground)}) scale(1 -1)" opacity="0.2">`);
    carProfile(s, paint, ground, tall, mirror);
    for (const wx of [470, 1130]) {
      s.add(`<circle cx="${wx}" cy="${f(ground - rad + 6)}" r="${f(rad + 12)}" fill="#060607"/>`);
      wheel(s, wx, ground - rad + 6, rad, paint.caliper ?? '#c1121f');
    }
    if (mirror) s.add('</g>');
  };
  car(true);
  car(false);
  s.add('</g>');
  s.vignette(0.55);
  return s;
}

// --- Rendering ------------------------------------------------------------------------------------

export interface SeedImageSpec {
  type: ServiceType;
  seed: number;
  /** 0, 1, 2: three different compositions of the type. */
  variant: number;
  /** Cars: the paint of the car shown, and whether it is an SUV. */
  paint?: CarPaint;
  tall?: boolean;
}

export function seedImageSvg(spec: SeedImageSpec, scale = RENDER_SCALE): string {
  const r = rng(spec.seed * 7919 + spec.variant * 104729);
  switch (spec.type) {
    case 'yachts':
      return yachtScene(r, spec.variant).svg(scale);
    case 'villas':
      return villaScene(r, spec.variant).svg(scale);
    case 'apartments':
      return cityScene(r, spec.variant).svg(scale);
    case 'cars':
      return carScene(
        r,
        spec.variant,
        spec.paint ?? { base: '#8a9099', light: '#e6e9ee', dark: '#2c3036' },
        spec.tall ?? false,
      ).svg(scale);
  }
}

/** A 1600x1000 WebP of the scene; the same spec always gives the same bytes. */
export async function renderSeedImage(
  spec: SeedImageSpec,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  // Two steps on purpose: given a resize, sharp would render the SVG at the final size.
  const small = await sharp(Buffer.from(seedImageSvg(spec)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(small.data, { raw: small.info })
    .resize(W, H, { fit: 'fill' })
    .webp({ quality: 80, effort: 1 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
