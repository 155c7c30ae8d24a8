import { LeafShape } from '@/components/site/ChinarLeaf';

/** Leaves that make up the canopy: [x, y, size, rotation, colour]. Fixed, so every render is identical. */
const CANOPY: ReadonlyArray<readonly [number, number, number, number, string]> = [
  [280, 96, 92, -8, '#d94408'],
  [212, 122, 84, -34, '#f25a12'],
  [350, 124, 86, 28, '#b4330a'],
  [160, 176, 80, -52, '#b4330a'],
  [404, 178, 82, 46, '#f25a12'],
  [246, 170, 96, 12, '#fd7a37'],
  [318, 176, 90, -18, '#d94408'],
  [196, 226, 78, -20, '#fd7a37'],
  [370, 230, 80, 24, '#ffa970'],
  [282, 232, 86, 4, '#f25a12'],
  [132, 250, 62, -70, '#d94408'],
  [432, 254, 64, 66, '#b4330a'],
  [238, 276, 70, -6, '#b4330a'],
  [330, 282, 72, 18, '#d94408'],
];

/** Soft shade circles that give the crown its rounded outline. */
const CROWN: ReadonlyArray<readonly [number, number, number]> = [
  [206, 206, 66],
  [252, 146, 70],
  [318, 148, 68],
  [364, 206, 66],
  [284, 214, 84],
  [168, 250, 44],
  [402, 254, 44],
  [240, 270, 50],
  [330, 272, 50],
];

const FALLING: ReadonlyArray<readonly [number, number, number, number, string]> = [
  [470, 340, 28, 40, '#fd7a37'],
  [96, 360, 24, -30, '#f25a12'],
  [420, 420, 20, 70, '#ffa970'],
];

/** A chinar in autumn on the shore of Dal Lake, the Zabarwan hills behind. */
export function ChinarTreeArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 560 520"
      width="560"
      height="520"
      className="h-auto w-full"
    >
      <defs>
        <linearGradient id="tree-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#141833" />
          <stop offset="0.6" stopColor="#2f3566" />
          <stop offset="1" stopColor="#7a3a3a" />
        </linearGradient>
        <linearGradient id="tree-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f2449" />
          <stop offset="1" stopColor="#0b0d1f" />
        </linearGradient>
      </defs>
      <rect width="560" height="520" rx="28" fill="url(#tree-sky)" />
      <path
        d="M0 330 C60 300 110 270 170 284 C230 298 260 256 330 250 C400 244 440 290 500 280 C530 275 550 270 560 272 L560 372 L0 372 Z"
        fill="#3c447f"
        opacity="0.7"
      />
      <path
        d="M0 356 C80 340 150 326 220 336 C300 348 360 320 440 330 C500 338 540 346 560 344 L560 380 L0 380 Z"
        fill="#232a57"
      />
      <path d="M0 378 H560 V492 Q560 520 532 520 H28 Q0 520 0 492 Z" fill="url(#tree-water)" />
      <g fill="#ffffff" opacity="0.08">
        <rect x="60" y="404" width="140" height="2" rx="1" />
        <rect x="300" y="424" width="180" height="2" rx="1" />
        <rect x="140" y="462" width="220" height="2" rx="1" />
      </g>
      {/* Trunk and roots */}
      <path
        d="M262 400 C268 360 270 320 266 280 L256 250 L270 256 L280 226 L290 256 L304 246 L296 282 C292 320 296 360 304 400 C290 406 276 406 262 400 Z"
        fill="#0b0d1f"
      />
      <path d="M200 402 C240 394 320 394 366 402 C330 410 236 410 200 402 Z" fill="#0b0d1f" opacity="0.8" />
      {/* Branches and the shade of the crown behind the leaves */}
      <path
        d="M272 262 C250 230 222 208 190 190 M282 254 C284 210 282 160 280 110 M290 258 C316 226 342 206 372 190 M276 240 C240 236 196 240 160 250 M288 236 C330 232 372 238 410 252"
        stroke="#0b0d1f"
        strokeWidth="7"
        strokeLinecap="round"
        fill="none"
      />
      <g fill="#8f2a10" opacity="0.5">
        {CROWN.map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
        ))}
      </g>
      {CANOPY.map(([x, y, size, rotate, fill]) => (
        <LeafShape key={`${x}-${y}`} x={x} y={y} size={size} rotate={rotate} fill={fill} />
      ))}
      {FALLING.map(([x, y, size, rotate, fill]) => (
        <LeafShape key={`${x}-${y}`} x={x} y={y} size={size} rotate={rotate} fill={fill} opacity={0.9} />
      ))}
    </svg>
  );
}
