import { type PointerEvent, useRef } from 'react';

// A horizontal drag longer than this (px) turns the page.
const SWIPE_DISTANCE = 40;

/**
 * Pointer handlers that call `onSwipe(1)` for a drag to the left (next) and `onSwipe(-1)` for one to
 * the right (previous); a mostly vertical drag is the page's scroll. `swiped()` tells a click handler
 * that the pointer's release ended a swipe, not a tap.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const lastWasSwipe = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        start.current = { x: event.clientX, y: event.clientY };
        lastWasSwipe.current = false;
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) {
          lastWasSwipe.current = true;
          onSwipe(dx < 0 ? 1 : -1);
        }
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    swiped: () => lastWasSwipe.current,
  };
}
