/** Slide 2: abstract product UI: an app window with charts, a code panel and a small neural network. */

const NETWORK_LAYERS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [1204, 372],
    [1204, 408],
    [1204, 444],
  ],
  [
    [1256, 360],
    [1256, 392],
    [1256, 424],
    [1256, 456],
  ],
  [
    [1308, 390],
    [1308, 426],
  ],
];

function networkEdges(): string {
  const segments: string[] = [];
  for (let layer = 0; layer < NETWORK_LAYERS.length - 1; layer += 1) {
    for (const [x1, y1] of NETWORK_LAYERS[layer] ?? []) {
      for (const [x2, y2] of NETWORK_LAYERS[layer + 1] ?? []) segments.push(`M${x1} ${y1} L${x2} ${y2}`);
    }
  }
  return segments.join(' ');
}

const BARS: ReadonlyArray<readonly [number, number]> = [
  [1010, 318],
  [1046, 300],
  [1082, 308],
  [1118, 284],
  [1154, 292],
  [1190, 268],
  [1226, 258],
  [1262, 246],
  [1298, 236],
];

const CODE_LINES: ReadonlyArray<readonly [number, number, number, string]> = [
  [800, 392, 64, '#fd7a37'],
  [876, 392, 96, '#a1a8d1'],
  [816, 414, 118, '#5fdccb'],
  [946, 414, 44, '#a1a8d1'],
  [816, 436, 84, '#a1a8d1'],
  [912, 436, 70, '#ffa970'],
  [832, 458, 132, '#5fdccb'],
  [816, 480, 52, '#a1a8d1'],
  [800, 502, 28, '#fd7a37'],
];

export function SoftwareArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 h-full w-full"
      viewBox="0 0 1440 600"
      preserveAspectRatio="xMidYMax slice"
    >
      <defs>
        <radialGradient id="sw-glow-teal" cx="1240" cy="80" r="520" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#14a896" stopOpacity="0.42" />
          <stop offset="1" stopColor="#14a896" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="sw-glow-chinar" cx="760" cy="620" r="460" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#f25a12" stopOpacity="0.3" />
          <stop offset="1" stopColor="#f25a12" stopOpacity="0" />
        </radialGradient>
        <pattern id="sw-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0 H0 V48" fill="none" stroke="#ffffff" strokeOpacity="0.05" />
        </pattern>
        <linearGradient id="sw-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5fdccb" stopOpacity="0.35" />
          <stop offset="1" stopColor="#5fdccb" stopOpacity="0" />
        </linearGradient>
      </defs>

      <rect width="1440" height="600" fill="#0b0d1f" />
      <rect width="1440" height="600" fill="url(#sw-grid)" />
      <rect width="1440" height="600" fill="url(#sw-glow-teal)" />
      <rect width="1440" height="600" fill="url(#sw-glow-chinar)" />

      {/* App window */}
      <g transform="translate(0 -26)">
        <rect
          x="880"
          y="96"
          width="470"
          height="300"
          rx="20"
          fill="#1f2449"
          stroke="#ffffff"
          strokeOpacity="0.12"
        />
        <path d="M880 136 H1350" stroke="#ffffff" strokeOpacity="0.1" />
        <circle cx="906" cy="116" r="5" fill="#fd7a37" />
        <circle cx="924" cy="116" r="5" fill="#ffcda8" opacity="0.8" />
        <circle cx="942" cy="116" r="5" fill="#5fdccb" />
        <rect x="1020" y="110" width="200" height="12" rx="6" fill="#ffffff" opacity="0.08" />
        {/* Sidebar */}
        <rect x="900" y="156" width="80" height="12" rx="6" fill="#ffffff" opacity="0.22" />
        <rect x="900" y="182" width="64" height="10" rx="5" fill="#ffffff" opacity="0.1" />
        <rect x="900" y="204" width="72" height="10" rx="5" fill="#ffffff" opacity="0.1" />
        <rect x="900" y="226" width="56" height="10" rx="5" fill="#ffffff" opacity="0.1" />
        <rect x="900" y="248" width="68" height="10" rx="5" fill="#ffffff" opacity="0.1" />
        {/* KPI tiles */}
        <rect x="1000" y="156" width="104" height="54" rx="12" fill="#ffffff" opacity="0.06" />
        <rect x="1014" y="170" width="40" height="8" rx="4" fill="#a1a8d1" opacity="0.7" />
        <rect x="1014" y="186" width="64" height="12" rx="6" fill="#5fdccb" />
        <rect x="1116" y="156" width="104" height="54" rx="12" fill="#ffffff" opacity="0.06" />
        <rect x="1130" y="170" width="40" height="8" rx="4" fill="#a1a8d1" opacity="0.7" />
        <rect x="1130" y="186" width="52" height="12" rx="6" fill="#fd7a37" />
        <rect x="1232" y="156" width="100" height="54" rx="12" fill="#ffffff" opacity="0.06" />
        <rect x="1246" y="170" width="40" height="8" rx="4" fill="#a1a8d1" opacity="0.7" />
        <rect x="1246" y="186" width="58" height="12" rx="6" fill="#ffffff" opacity="0.8" />
        {/* Chart */}
        {BARS.map(([x, top]) => (
          <rect key={x} x={x} y={top} width="22" height={370 - top} rx="6" fill="#ffffff" opacity="0.1" />
        ))}
        <path
          d="M1000 340 C1040 320 1060 300 1100 310 C1140 320 1160 270 1200 262 C1240 254 1270 236 1330 226 L1330 370 L1000 370 Z"
          fill="url(#sw-area)"
        />
        <path
          d="M1000 340 C1040 320 1060 300 1100 310 C1140 320 1160 270 1200 262 C1240 254 1270 236 1330 226"
          fill="none"
          stroke="#5fdccb"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="1330" cy="226" r="6" fill="#0b0d1f" stroke="#5fdccb" strokeWidth="3" />
      </g>

      {/* Code panel */}
      <g transform="translate(0 -40)">
        <rect
          x="780"
          y="360"
          width="260"
          height="170"
          rx="16"
          fill="#141833"
          stroke="#ffffff"
          strokeOpacity="0.14"
        />
        {CODE_LINES.map(([x, y, width, color]) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y - 4}
            width={width}
            height="8"
            rx="4"
            fill={color}
            opacity="0.85"
          />
        ))}
      </g>

      {/* Model card with a small neural network */}
      <rect
        x="1170"
        y="334"
        width="172"
        height="140"
        rx="16"
        fill="#141833"
        stroke="#ffffff"
        strokeOpacity="0.14"
      />
      <path d={networkEdges()} stroke="#a1a8d1" strokeOpacity="0.35" strokeWidth="1.5" />
      {NETWORK_LAYERS.flat().map(([cx, cy], index) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="7"
          fill={index % 4 === 1 ? '#fd7a37' : '#1f2449'}
          stroke={index % 4 === 1 ? '#fd7a37' : '#5fdccb'}
          strokeWidth="2.5"
        />
      ))}

      {/* The valley's ridge line, faint, ties the slide to the place. */}
      <path
        d="M0 560 C160 536 260 510 380 522 C500 534 560 500 680 506 C800 512 880 548 1000 540 C1120 532 1200 506 1320 520 C1380 527 1420 532 1440 534 L1440 600 L0 600 Z"
        fill="#ffffff"
        opacity="0.04"
      />
    </svg>
  );
}
