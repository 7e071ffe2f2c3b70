import { between, f, glow, H, pick, type Rng, Scene, W } from './seed-scene.ts';
import { superSuvProfile } from './seed-super-suv.ts';

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

/** What the car drawn looks like: a low coupe, an upright SUV, or a super-SUV (tall, coupe roof, wedge nose). */
export type CarBody = 'coupe' | 'suv' | 'superSuv';

function metal(s: Scene, paint: CarPaint) {
  return s.linear([
    [0, paint.light],
    [0.2, paint.base],
    [0.45, paint.dark],
    [0.52, paint.light],
    [0.66, paint.base],
    [1, paint.dark],
  ]);
}
function tinted(s: Scene) {
  return s.linear([
    [0, '#aebfd0', 0.95],
    [0.45, '#22303d'],
    [1, '#080c10'],
  ]);
}

/** A generic car in profile, facing right: a low fastback coupe or an upright SUV, in metallic layers. */
function carProfile(s: Scene, paint: CarPaint, ground: number, tall: boolean, mirror = false) {
  const body = metal(s, paint);
  const glass = tinted(s);
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

export function carScene(r: Rng, variant: number, paint: CarPaint, shape: CarBody): Scene {
  const tall = shape !== 'coupe';
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
  const rad = shape === 'superSuv' ? 104 : tall ? 92 : 80;
  const car = (mirror: boolean) => {
    if (mirror) s.add(`<g transform="translate(0 ${f(2 * ground)}) scale(1 -1)" opacity="0.2">`);
    if (shape === 'superSuv') superSuvProfile(s, paint, ground, mirror);
    else carProfile(s, paint, ground, tall, mirror);
    for (const wx of shape === 'superSuv' ? [500, 1150] : [470, 1130]) {
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
