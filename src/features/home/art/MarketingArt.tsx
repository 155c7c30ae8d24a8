import { LeafShape } from '@/components/site/ChinarLeaf';

/** Slide 3: chinar autumn behind a rising results chart, a search bar and a location pin. */
export function MarketingArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 600"
      preserveAspectRatio="xMidYMax slice"
    >
      <defs>
        <linearGradient id="mk-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0.35" stopColor="#0b0d1f" />
          <stop offset="0.75" stopColor="#3a1a24" />
          <stop offset="1" stopColor="#742511" />
        </linearGradient>
        <radialGradient id="mk-glow" cx="1180" cy="260" r="420" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#f25a12" stopOpacity="0.4" />
          <stop offset="1" stopColor="#f25a12" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="mk-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffa970" stopOpacity="0.45" />
          <stop offset="1" stopColor="#ffa970" stopOpacity="0" />
        </linearGradient>
      </defs>

      <rect width="1440" height="600" fill="url(#mk-bg)" />
      <rect width="1440" height="600" fill="url(#mk-glow)" />

      <LeafShape x={1210} y={250} size={420} rotate={14} fill="#b4330a" veins="#8f2a10" opacity={0.85} />
      <LeafShape x={900} y={520} size={150} rotate={-28} fill="#d94408" veins="#8f2a10" opacity={0.7} />
      <LeafShape x={1390} y={520} size={90} rotate={40} fill="#fd7a37" opacity={0.7} />
      <LeafShape x={840} y={90} size={46} rotate={-40} fill="#fd7a37" opacity={0.8} />
      <LeafShape x={1360} y={70} size={30} rotate={12} fill="#ffa970" opacity={0.75} />

      {/* Results card (phones show only the leaves: the bright UI would sit behind the headline) */}
      <g className="max-sm:hidden">
        <rect
          x="880"
          y="190"
          width="440"
          height="270"
          rx="22"
          fill="#0b0d1f"
          fillOpacity="0.72"
          stroke="#ffffff"
          strokeOpacity="0.16"
        />
        <rect x="908" y="218" width="96" height="10" rx="5" fill="#ffffff" opacity="0.5" />
        <rect x="908" y="238" width="150" height="20" rx="10" fill="#ffffff" opacity="0.92" />
        <rect x="1210" y="220" width="84" height="28" rx="14" fill="#5fdccb" opacity="0.18" />
        <path
          d="M1226 240 l10 -10 l8 8 l14 -14"
          stroke="#5fdccb"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M908 300 H1292 M908 350 H1292 M908 400 H1292" stroke="#ffffff" strokeOpacity="0.08" />
        <path
          d="M908 430 C960 424 990 410 1030 404 C1080 396 1100 360 1150 350 C1200 340 1230 300 1292 282 L1292 440 L908 440 Z"
          fill="url(#mk-area)"
        />
        <path
          d="M908 430 C960 424 990 410 1030 404 C1080 396 1100 360 1150 350 C1200 340 1230 300 1292 282"
          fill="none"
          stroke="#ffa970"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
        <circle cx="1030" cy="404" r="5" fill="#ffa970" />
        <circle cx="1150" cy="350" r="5" fill="#ffa970" />
        <circle cx="1292" cy="282" r="8" fill="#0b0d1f" stroke="#ffa970" strokeWidth="3.5" />
      </g>

      {/* Search bar */}
      <g className="max-sm:hidden">
        <rect x="820" y="112" width="340" height="54" rx="27" fill="#ffffff" />
        <circle cx="852" cy="137" r="9" fill="none" stroke="#b4330a" strokeWidth="3" />
        <path d="M859 144 l8 8" stroke="#b4330a" strokeWidth="3" strokeLinecap="round" />
        <rect x="880" y="133" width="150" height="10" rx="5" fill="#c9cde6" />
        <rect x="1100" y="124" width="46" height="30" rx="15" fill="#b4330a" />
        <path
          d="M1116 139 h14 M1125 133 l6 6 l-6 6"
          stroke="#ffffff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>

      {/* Location pin */}
      <g transform="translate(1316 140)" className="max-sm:hidden">
        <circle r="34" fill="#ffffff" opacity="0.12" />
        <path
          d="M0 -20 C-12 -20 -18 -11 -18 -3 C-18 10 0 24 0 24 C0 24 18 10 18 -3 C18 -11 12 -20 0 -20 Z"
          fill="#ffffff"
        />
        <circle cy="-4" r="6" fill="#b4330a" />
      </g>
    </svg>
  );
}
