import { between, f, glow, H, pick, type Rng, ripples, Scene, W } from './seed-scene.ts';

// --- Villas: a modern house over its lit pool at blue hour, palms around --------------------------

/** The light of each villa's evening: sky from top to horizon, and the warm light of its rooms. */
const evenings = [
  { sky: ['#07142e', '#1b3a6b', '#4f7fa8', '#e6a77a'], room: '#ffd9a0', stars: false },
  { sky: ['#120b2c', '#3b2466', '#a0507a', '#f2a66b'], room: '#ffcf8a', stars: false },
  { sky: ['#020611', '#0a1a3a', '#1d3a66', '#3f6a8f'], room: '#ffe2b0', stars: true },
  { sky: ['#061b2a', '#0f4a5e', '#5c9aa0', '#f0c48a'], room: '#ffd59a', stars: false },
  { sky: ['#0d0a24', '#2a2157', '#6b4a8a', '#d98a72'], room: '#ffc98a', stars: true },
] as const;

export function palm(s: Scene, x: number, ground: number, height: number, lean: number, color: string) {
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

interface House {
  x: number;
  ground: number;
  w: number;
  /** Height of the ground floor and of the upper floor. */
  h1: number;
  h2: number;
  /** Where the upper floor starts and how wide it is, as fractions of the width. */
  upFrom: number;
  upW: number;
  wall: string;
}

/** Two white cubes with cantilevered slabs, glass from floor to ceiling, a timber screen. */
function house(s: Scene, r: Rng, h: House, room: string) {
  const { x, ground, w, h1, h2 } = h;
  const ux = x + w * h.upFrom;
  const uw = w * h.upW;
  const wall = s.linear([
    [0, h.wall],
    [1, '#8d93a0'],
  ]);
  const lit = s.linear([
    [0, '#fff3d6'],
    [0.5, room],
    [1, '#d9874a'],
  ]);
  glow(s, x + w / 2, ground - h1, w * 0.9, (h1 + h2) * 1.1, room, 0.22);
  s.add(
    `<rect x="${f(x)}" y="${f(ground - h1)}" width="${f(w)}" height="${f(h1)}" fill="${wall}"/>`,
    `<rect x="${f(ux)}" y="${f(ground - h1 - h2)}" width="${f(uw)}" height="${f(h2)}" fill="${wall}"/>`,
    // The slabs, thin and overhanging, and their shadow line.
    `<rect x="${f(x - 40)}" y="${f(ground - h1 - 12)}" width="${f(w + 80)}" height="14" fill="#f4f1ea"/>`,
    `<rect x="${f(ux - 30)}" y="${f(ground - h1 - h2 - 12)}" width="${f(uw + 90)}" height="14" fill="#f4f1ea"/>`,
    `<rect x="${f(x - 40)}" y="${f(ground - h1 + 2)}" width="${f(w + 80)}" height="6" fill="#000" opacity="0.35"/>`,
  );
  // Ground floor: a wall of glass with a few mullions, one stretch of white wall.
  const solid = between(r, 0.12, 0.22);
  const glassFrom = x + w * solid;
  const panes = 5 + Math.floor(r() * 3);
  const pw = (w * (1 - solid) - 24) / panes;
  for (let i = 0; i < panes; i++) {
    s.add(
      `<rect x="${f(glassFrom + i * pw)}" y="${f(ground - h1 + 20)}" width="${f(pw - 6)}" height="${f(h1 - 20)}" fill="${lit}" opacity="${f(between(r, 0.8, 1))}"/>`,
    );
  }
  // Inside: a lamp, a sofa's silhouette against the light.
  s.add(
    `<rect x="${f(glassFrom + pw * 1.2)}" y="${f(ground - 46)}" width="${f(pw * 1.6)}" height="30" rx="8" fill="#3a2a22" opacity="0.7"/>`,
    `<circle cx="${f(glassFrom + pw * 3.4)}" cy="${f(ground - h1 + 60)}" r="16" fill="#fff6e0"/>`,
  );
  // Upper floor: a timber screen beside glass behind a glass balustrade.
  const slats = s.linear([
    [0, '#9a6a44'],
    [1, '#4a2f1d'],
  ]);
  const screenW = uw * between(r, 0.28, 0.4);
  s.add(
    `<rect x="${f(ux)}" y="${f(ground - h1 - h2)}" width="${f(screenW)}" height="${f(h2)}" fill="${slats}"/>`,
  );
  for (let sx = ux + 8; sx < ux + screenW; sx += 14) {
    s.add(
      `<rect x="${f(sx)}" y="${f(ground - h1 - h2)}" width="4" height="${f(h2)}" fill="#2a1a10" opacity="0.6"/>`,
    );
  }
  const upPanes = 3 + Math.floor(r() * 2);
  const upW = (uw - screenW - 20) / upPanes;
  for (let i = 0; i < upPanes; i++) {
    const on = r() > 0.25;
    s.add(
      `<rect x="${f(ux + screenW + 12 + i * upW)}" y="${f(ground - h1 - h2 + 16)}" width="${f(upW - 6)}" height="${f(h2 - 16)}" ` +
        `fill="${on ? lit : '#1d2634'}" opacity="${on ? f(between(r, 0.7, 0.95)) : '1'}"/>`,
    );
  }
  s.add(
    `<rect x="${f(ux + screenW)}" y="${f(ground - h1 - 60)}" width="${f(uw - screenW + 60)}" height="48" fill="#cfe8f0" opacity="0.18"/>`,
    `<path d="M${f(ux + screenW)} ${f(ground - h1 - 60)} h${f(uw - screenW + 60)}" stroke="#e8f4f8" stroke-opacity="0.6" stroke-width="2"/>`,
  );
}

/** The pool: glowing turquoise, the house's lights trembling in it. */
function pool(s: Scene, r: Rng, top: number, left: number, right: number, room: string, lights: number[]) {
  const water = s.linear([
    [0, '#7ff0f4'],
    [0.35, '#1fb6cf'],
    [1, '#06506e'],
  ]);
  s.add(
    `<rect x="0" y="${f(top - 24)}" width="${W}" height="${f(H - top + 24)}" fill="#171a22"/>`,
    `<path d="M${f(left)} ${f(top)} L${f(right)} ${f(top)} L${f(right + 140)} ${H} L${f(left - 140)} ${H} Z" fill="${water}"/>`,
    `<path d="M${f(left)} ${f(top)} L${f(right)} ${f(top)}" stroke="#f4f1ea" stroke-width="8"/>`,
  );
  for (const lx of lights) {
    for (let i = 0; i < 14; i++) {
      const t = i / 14;
      s.add(
        `<rect x="${f(lx + between(r, -24, 24) * (1 + t))}" y="${f(top + 10 + t * (H - top) * 0.8)}" width="${f(between(r, 20, 60))}" height="4" ` +
          `fill="${room}" opacity="${f(0.5 * (1 - t))}"/>`,
      );
    }
  }
  glow(s, (left + right) / 2, top + (H - top) * 0.6, (right - left) * 0.6, (H - top) * 0.7, '#9ff8ff', 0.3);
  ripples(s, r, top + 12, '#e9ffff', 40, 0.3);
}

function lounger(s: Scene, x: number, y: number, scale: number) {
  s.add(
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(scale)})">`,
    `<path d="M0 0 L150 0 L150 -12 L40 -12 L10 -52 L-4 -48 L20 -12 L0 -12 Z" fill="#efe9df"/>`,
    `<path d="M8 0 v22 M142 0 v22" stroke="#2b2b30" stroke-width="6"/>`,
    `</g>`,
  );
}

/** One villa's evening; variant 0 the house across its pool, 1 closer from the pool deck, 2 from the garden. */
export function villaScene(r: Rng, variant: number, seed: number): Scene {
  const s = new Scene();
  const evening = evenings[(seed - 1 + evenings.length) % evenings.length] ?? evenings[0];
  const [top, mid, low, horizon] = evening.sky;
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.linear([
      [0, top],
      [0.35, mid],
      [0.62, low],
      [0.78, horizon],
      [1, '#0b0d14'],
    ])}"/>`,
  );
  if (evening.stars) {
    for (let i = 0; i < 90; i++) {
      s.add(
        `<circle cx="${f(between(r, 0, W))}" cy="${f(between(r, 0, 380) ** 1.1 / 1.5)}" r="${f(between(r, 0.8, 2))}" fill="#fff" opacity="${f(between(r, 0.3, 0.9))}"/>`,
      );
    }
  }
  glow(s, between(r, 300, 1300), 640, 900, 260, horizon, 0.45);
  const close = variant % 3 === 1;
  const scale = close ? 1.5 : variant % 3 === 2 ? 0.85 : 1;
  const ground = close ? 700 : 640;
  const w = between(r, 780, 1000) * scale;
  const x = close ? between(r, -260, -60) : (W - w) / 2 + between(r, -180, 180);
  const dark = '#06080c';
  // Garden behind the house: far palms against the sky.
  for (let i = 0; i < 5; i++) {
    palm(s, between(r, 0, W), ground - 20, between(r, 320, 460) * scale, between(r, -60, 60), '#0d1420');
  }
  house(
    s,
    r,
    {
      x,
      ground,
      w,
      h1: between(r, 170, 200) * scale,
      h2: between(r, 150, 180) * scale,
      upFrom: between(r, 0.05, 0.35),
      upW: between(r, 0.5, 0.65),
      wall: pick(r, ['#f2efe8', '#e7e2d8', '#dfe3e8']),
    },
    evening.room,
  );
  const lights = [x + w * 0.4, x + w * 0.6, x + w * 0.8];
  if (variant % 3 === 2) {
    // From the garden: a lawn, the pool aside, hedges and big palms in front.
    s.add(
      `<rect x="0" y="${f(ground)}" width="${W}" height="${f(H - ground)}" fill="${s.linear([
        [0, '#1d3a2c'],
        [1, '#050a07'],
      ])}"/>`,
    );
    pool(s, r, ground + 90, x + w * 0.55, W + 200, evening.room, lights.slice(1));
    for (let i = 0; i < 14; i++) {
      s.add(
        `<circle cx="${f(between(r, -40, W * 0.45))}" cy="${f(ground + between(r, 10, 60))}" r="${f(between(r, 26, 60))}" fill="#0b1a12"/>`,
      );
    }
  } else {
    pool(s, r, ground + 40, x - 80, x + w + 80, evening.room, lights);
    lounger(s, close ? 1050 : x + w + 120, ground + 30, close ? 1.4 : 0.9);
    lounger(s, close ? 1300 : x + w + 300, ground + 30, close ? 1.4 : 0.9);
  }
  palm(s, between(r, -20, 140), H + 40, between(r, 720, 860), between(r, 60, 160), dark);
  palm(s, between(r, 1460, 1620), H + 40, between(r, 620, 780), between(r, -160, -60), dark);
  s.vignette(0.5);
  return s;
}
