import { between, f, glitter, glow, H, pick, type Rng, ripples, Scene, W } from './seed-scene.ts';

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

export function yachtScene(r: Rng, variant: number): Scene {
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
