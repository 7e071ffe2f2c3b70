import { between, f, glow, H, pick, type Rng, Scene, W } from './seed-scene.ts';

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

export function cityScene(r: Rng, variant: number): Scene {
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
