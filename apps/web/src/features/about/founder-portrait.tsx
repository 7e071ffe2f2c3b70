/**
 * The founder's portrait until the owner has a photo: a stylised head-and-shoulders illustration in a
 * dark suit against the marina at dusk, drawn in SVG (no external image, the same on every render).
 */
export function FounderPortrait({ label, className }: { label: string; className?: string }) {
  return (
    <div role="img" aria-label={label} className={className}>
      <svg viewBox="0 0 400 500" width="100%" height="100%" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="fp-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0b1230" />
            <stop offset="0.55" stopColor="#2a2f5e" />
            <stop offset="0.8" stopColor="#b06a6e" />
            <stop offset="1" stopColor="#f0a868" />
          </linearGradient>
          <radialGradient id="fp-rim" cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#ffcf9a" stopOpacity="0.55" />
            <stop offset="1" stopColor="#ffcf9a" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="fp-skin" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#5a3b2c" />
            <stop offset="0.6" stopColor="#a8765a" />
            <stop offset="1" stopColor="#e2a982" />
          </linearGradient>
          <linearGradient id="fp-suit" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#07080c" />
            <stop offset="0.7" stopColor="#1b2030" />
            <stop offset="1" stopColor="#3a4158" />
          </linearGradient>
        </defs>
        <rect width="400" height="500" fill="url(#fp-sky)" />
        {/* The marina behind: masts and a far skyline, softened. */}
        <g opacity="0.55" fill="#141a33">
          <rect x="0" y="330" width="400" height="20" />
          <rect x="30" y="300" width="26" height="40" />
          <rect x="62" y="280" width="18" height="60" />
          <rect x="300" y="290" width="22" height="50" />
          <rect x="330" y="270" width="30" height="70" />
        </g>
        <g stroke="#1a2040" strokeWidth="2" opacity="0.6">
          <path d="M110 340 V220 M150 340 V240 M270 340 V230" />
        </g>
        <circle cx="300" cy="150" r="160" fill="url(#fp-rim)" />
        {/* Shoulders in a dark jacket, open collar. */}
        <path d="M40 500 C50 400 110 370 170 356 L230 356 C290 370 350 400 360 500 Z" fill="url(#fp-suit)" />
        <path d="M172 356 L200 420 L228 356 Z" fill="#e9edf2" />
        <path
          d="M172 356 L200 420 L186 430 L160 372 Z M228 356 L200 420 L214 430 L240 372 Z"
          fill="#0c0e14"
        />
        {/* Neck and head, turned a little toward the light. */}
        <path d="M178 300 L176 362 Q200 378 224 362 L222 300 Z" fill="#7a5040" />
        <ellipse cx="203" cy="240" rx="62" ry="78" fill="url(#fp-skin)" />
        <path
          d="M141 236 C136 176 170 150 208 152 C250 154 272 184 266 232 C258 206 240 192 212 192 C182 192 156 206 141 236 Z"
          fill="#1a1412"
        />
        <path
          d="M262 232 C268 258 260 290 238 306"
          stroke="#ffd2a8"
          strokeOpacity="0.7"
          strokeWidth="3"
          fill="none"
        />
        <path
          d="M44 500 C54 410 110 378 170 360"
          stroke="#ffcf9a"
          strokeOpacity="0.25"
          strokeWidth="3"
          fill="none"
        />
      </svg>
    </div>
  );
}
