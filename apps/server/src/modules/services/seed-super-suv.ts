import type { CarPaint } from './seed-cars.ts';
import { f, glow, type Scene } from './seed-scene.ts';

/**
 * A super-SUV in profile, facing right (the Urus of the demo): tall on big wheels, short overhangs,
 * a coupe roof falling to a spoiler, a long flat bonnet ending in a wedge nose with slashed lights and
 * a big dark intake, angular wheel arches and a black sill.
 */
export function superSuvProfile(s: Scene, paint: CarPaint, ground: number, mirror: boolean) {
  const y = (v: number) => f(ground - v);
  const body = s.linear([
    [0, paint.light],
    [0.18, paint.base],
    [0.42, paint.dark],
    [0.5, paint.light],
    [0.64, paint.base],
    [1, paint.dark],
  ]);
  const glass = s.linear([
    [0, '#b8c8d8', 0.95],
    [0.4, '#1e2a36'],
    [1, '#06090c'],
  ]);
  s.add(
    // Body: rear face, spoiler, falling coupe roof, steep screen, flat bonnet, wedge nose, low chin.
    `<path d="M318 ${y(64)} L300 ${y(150)} L306 ${y(214)} L338 ${y(252)} Q470 ${y(314)} 640 ${y(346)} ` +
      `Q760 ${y(360)} 880 ${y(350)} L1050 ${y(268)} Q1200 ${y(252)} 1318 ${y(232)} L1372 ${y(204)} ` +
      `L1368 ${y(150)} L1350 ${y(96)} L1332 ${y(56)} Z" fill="${body}"/>`,
    // Side glass: a tapering coupe window line, the B pillar in body colour, a black C pillar blade.
    `<path d="M404 ${y(262)} Q520 ${y(306)} 650 ${y(330)} Q760 ${y(342)} 866 ${y(334)} L1010 ${y(268)} Z" fill="${glass}"/>`,
    `<path d="M742 ${y(340)} L760 ${y(266)} L776 ${y(266)} L760 ${y(342)} Z" fill="${paint.dark}"/>`,
    `<path d="M404 ${y(262)} L1010 ${y(268)}" stroke="${paint.dark}" stroke-width="6"/>`,
    // Black sill and lower bumpers, the angular arches framing the wheels.
    `<path d="M318 ${y(64)} L1332 ${y(56)} L1340 ${y(88)} L312 ${y(100)} Z" fill="#0b0c0e"/>`,
    `<path d="M366 ${y(40)} L384 ${y(168)} L440 ${y(222)} L560 ${y(222)} L618 ${y(168)} L636 ${y(40)} Z" fill="#0b0c0e"/>`,
    `<path d="M1016 ${y(40)} L1034 ${y(168)} L1090 ${y(222)} L1210 ${y(222)} L1268 ${y(168)} L1286 ${y(40)} Z" fill="#0b0c0e"/>`,
    // The sharp shoulder crease catching the light, the door seams.
    `<path d="M312 ${y(200)} L640 ${y(214)} L1000 ${y(226)} L1350 ${y(196)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3" fill="none"/>`,
    `<path d="M650 ${y(120)} L720 ${y(128)} L800 ${y(112)} L860 ${y(122)}" stroke="#000" stroke-opacity="0.4" stroke-width="3" fill="none"/>`,
    `<path d="M760 ${y(264)} L756 ${y(96)} M1002 ${y(264)} L990 ${y(110)}" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`,
    // Nose: the slashed daytime light, the big hexagonal intake, the splitter.
    `<path d="M1262 ${y(222)} L1366 ${y(200)} L1362 ${y(190)} L1290 ${y(200)} L1316 ${y(178)} L1300 ${y(176)} Z" fill="#f4fbff"/>`,
    `<path d="M1296 ${y(160)} L1366 ${y(146)} L1352 ${y(98)} L1306 ${y(104)} Z" fill="#07080a"/>`,
    `<path d="M1310 ${y(60)} L1374 ${y(60)} L1370 ${y(48)} L1306 ${y(48)} Z" fill="#2b2e33"/>`,
    // Tail: a thin light across the back, twin exhausts.
    `<path d="M300 ${y(196)} L348 ${y(204)} L350 ${y(190)} L302 ${y(184)} Z" fill="#ff2a3a"/>`,
    `<rect x="318" y="${y(80)}" width="34" height="14" rx="6" fill="#1c1e22" stroke="#8c9096" stroke-width="3"/>`,
  );
  if (!mirror) {
    glow(s, 1340, ground - 204, 150, 44, '#e8f6ff', 0.55);
    glow(s, 310, ground - 194, 60, 26, '#ff2a3a', 0.5);
  }
}
