/** Drawing kit for the demo pictures (seed-images.ts): a seeded random generator and an SVG scene. */

export const SEED_IMAGE_WIDTH = 1600;
export const SEED_IMAGE_HEIGHT = 1000;
export const W = SEED_IMAGE_WIDTH;
export const H = SEED_IMAGE_HEIGHT;
// Drawn at half size and enlarged: a quarter of the rendering, and the softness reads as a lens.
export const RENDER_SCALE = 0.5;

export type Rng = () => number;
/** mulberry32: tiny, fast, good enough for pictures. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const between = (r: Rng, min: number, max: number) => min + (max - min) * r();
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
export const f = (n: number) => n.toFixed(1);

/** A scene: the defs it needs and the shapes, in painting order. */
export class Scene {
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
export function glow(
  s: Scene,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
) {
  const fill = s.radial([
    [0, color, opacity],
    [0.45, color, opacity * 0.45],
    [1, color, 0],
  ]);
  s.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`);
}

/** Horizontal ripples on water, closer together near the horizon. */
export function ripples(s: Scene, r: Rng, top: number, color: string, count: number, maxOpacity: number) {
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
export function glitter(s: Scene, r: Rng, cx: number, top: number, color: string, count: number) {
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
