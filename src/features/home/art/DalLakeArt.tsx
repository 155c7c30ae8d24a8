import { LeafShape } from '@/components/site/ChinarLeaf';

const FAR_RANGE =
  'M0 318 C110 296 190 262 300 276 C385 287 430 246 525 236 C615 227 665 276 765 266 C860 256 905 212 1005 222 C1095 231 1140 276 1240 264 C1320 255 1380 238 1440 246 L1440 402 L0 402 Z';
const MID_RANGE =
  'M0 356 C90 342 170 318 262 328 C352 338 420 304 522 311 C622 318 700 348 800 338 C900 328 962 298 1062 316 C1162 334 1240 350 1340 338 C1392 332 1420 329 1440 331 L1440 402 L0 402 Z';
/** Hari Parbat: the fortified hill that stands over Srinagar and the lake. */
const NEAR_HILL =
  'M0 394 C200 390 420 388 552 383 C592 364 616 352 650 350 C684 352 708 366 748 383 C900 388 1200 392 1440 394 L1440 402 L0 402 Z';
const STARS: ReadonlyArray<readonly [number, number, number]> = [
  [760, 70, 1.4],
  [840, 132, 1],
  [930, 58, 1.6],
  [1010, 150, 1],
  [1120, 84, 1.3],
  [1200, 40, 1],
  [1290, 118, 1.5],
  [1380, 66, 1.1],
  [690, 160, 1],
];
const WATER_LINES: ReadonlyArray<readonly [number, number, number]> = [
  [120, 430, 260],
  [520, 452, 180],
  [760, 428, 140],
  [240, 500, 220],
  [620, 540, 300],
  [1220, 470, 160],
  [1040, 560, 220],
];

/** Slide 1: Dal Lake at dusk under the Zabarwan range, a shikara crossing the sun's reflection. */
export function DalLakeArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 600"
      preserveAspectRatio="xMidYMax slice"
    >
      <defs>
        <linearGradient id="dal-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b0d1f" />
          <stop offset="0.5" stopColor="#1c2148" />
          <stop offset="0.82" stopColor="#55305a" />
          <stop offset="1" stopColor="#d2561c" />
        </linearGradient>
        <radialGradient id="dal-sun-glow" cx="1110" cy="250" r="380" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#fd7a37" stopOpacity="0.6" />
          <stop offset="1" stopColor="#fd7a37" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="dal-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a2748" />
          <stop offset="0.35" stopColor="#172040" />
          <stop offset="1" stopColor="#0b0d1f" />
        </linearGradient>
      </defs>

      <rect width="1440" height="402" fill="url(#dal-sky)" />
      <rect width="1440" height="600" fill="url(#dal-sun-glow)" />
      {STARS.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="#ffffff" opacity="0.55" />
      ))}
      <circle cx="1110" cy="236" r="50" fill="#ffcda8" opacity="0.95" />

      <path d={FAR_RANGE} fill="#3c447f" opacity="0.75" />
      <path d={MID_RANGE} fill="#232a57" />
      <path d={NEAR_HILL} fill="#141833" />
      {/* The fort on the hilltop. */}
      <path
        d="M628 352 V336 h6 v4 h5 v-4 h6 v4 h5 v-4 h6 v4 h5 v-4 h6 v16 Z M640 336 v-8 h12 v8 Z"
        fill="#141833"
      />

      <rect y="402" width="1440" height="198" fill="url(#dal-water)" />
      {/* The range mirrored in still water. */}
      <g transform="translate(0 804) scale(1 -1)" opacity="0.22">
        <path d={MID_RANGE} fill="#3c447f" />
      </g>
      {/* The sun's path across the water. */}
      <g fill="#ffcda8">
        <rect x="1060" y="410" width="100" height="3" rx="1.5" opacity="0.7" />
        <rect x="1072" y="424" width="76" height="3" rx="1.5" opacity="0.6" />
        <rect x="1050" y="440" width="120" height="3" rx="1.5" opacity="0.45" />
        <rect x="1080" y="458" width="60" height="3" rx="1.5" opacity="0.4" />
        <rect x="1064" y="478" width="92" height="3" rx="1.5" opacity="0.3" />
        <rect x="1086" y="502" width="48" height="3" rx="1.5" opacity="0.22" />
        <rect x="1074" y="530" width="72" height="3" rx="1.5" opacity="0.15" />
      </g>
      {WATER_LINES.map(([x, y, width]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={width} height="2" rx="1" fill="#ffffff" opacity="0.07" />
      ))}

      {/* A shikara: long low hull, curtained canopy, the boatman at the stern. */}
      <g fill="#0b0d1f">
        <path d="M930 468 Q1040 492 1168 466 L1178 452 Q1172 464 1160 466 Q1040 476 940 462 Q930 460 922 452 Z" />
        <path d="M986 466 V444 Q1040 428 1096 444 V468 Z" />
        <rect x="980" y="440" width="122" height="5" rx="2.5" />
        <circle cx="1134" cy="414" r="6" />
        <path d="M1128 422 h12 l3 26 h-18 Z" />
        <path d="M1112 406 L1160 500" stroke="#0b0d1f" strokeWidth="3" strokeLinecap="round" />
      </g>
      <path
        d="M930 480 Q1040 500 1170 478"
        stroke="#ffcda8"
        strokeOpacity="0.25"
        strokeWidth="2"
        fill="none"
      />

      <LeafShape x={1250} y={150} size={74} rotate={22} fill="#f25a12" veins="#b4330a" />
      <LeafShape x={1352} y={290} size={44} rotate={-32} fill="#fd7a37" veins="#d94408" opacity={0.9} />
      <LeafShape x={948} y={118} size={34} rotate={54} fill="#d94408" opacity={0.85} />
      <LeafShape x={1168} y={250} size={22} rotate={-12} fill="#ffa970" opacity={0.8} />
    </svg>
  );
}
