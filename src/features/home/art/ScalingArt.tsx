/** Stacked platform tiers (interface, services, data) with traffic flowing in: "built to scale". */

interface TierProps {
  y: number;
  width: number;
  top: string;
  side: string;
  front: string;
}

const CX = 280;
const DEPTH = 22;

/** One isometric slab centred on CX. */
function Tier({ y, width, top, side, front }: TierProps) {
  const half = width / 2;
  const rise = half * 0.5;
  const topFace = `M${CX} ${y - rise} L${CX + half} ${y} L${CX} ${y + rise} L${CX - half} ${y} Z`;
  const leftFace = `M${CX - half} ${y} L${CX} ${y + rise} L${CX} ${y + rise + DEPTH} L${CX - half} ${y + DEPTH} Z`;
  const rightFace = `M${CX + half} ${y} L${CX} ${y + rise} L${CX} ${y + rise + DEPTH} L${CX + half} ${y + DEPTH} Z`;
  return (
    <g>
      <path d={leftFace} fill={side} />
      <path d={rightFace} fill={front} />
      <path d={topFace} fill={top} />
    </g>
  );
}

const PARTICLES: ReadonlyArray<readonly [number, number, number, string]> = [
  [120, 96, 5, '#5fdccb'],
  [168, 64, 3.5, '#ffa970'],
  [430, 90, 4, '#5fdccb'],
  [470, 150, 3, '#ffffff'],
  [92, 190, 3, '#ffffff'],
  [404, 52, 3, '#ffa970'],
  [500, 240, 4.5, '#fd7a37'],
  [60, 300, 4, '#5fdccb'],
];

export function ScalingArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 560 480"
      width="560"
      height="480"
      className="h-auto w-full"
    >
      <defs>
        <radialGradient id="scale-glow" cx="280" cy="250" r="260" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#14a896" stopOpacity="0.28" />
          <stop offset="1" stopColor="#14a896" stopOpacity="0" />
        </radialGradient>
        <pattern id="scale-dots" width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="#ffffff" fillOpacity="0.08" />
        </pattern>
      </defs>
      <rect width="560" height="480" rx="28" fill="#0b0d1f" />
      <rect width="560" height="480" rx="28" fill="url(#scale-dots)" />
      <rect width="560" height="480" rx="28" fill="url(#scale-glow)" />

      {/* Traffic flowing down into the platform. */}
      <g stroke="#ffffff" strokeOpacity="0.18" strokeWidth="1.5" strokeDasharray="4 6" fill="none">
        <path d="M120 96 C180 140 220 150 262 176" />
        <path d="M430 90 C380 130 330 150 298 176" />
        <path d="M168 64 C210 110 250 130 276 170" />
        <path d="M404 52 C360 100 320 130 288 168" />
      </g>

      <Tier y={350} width={340} top="#2f3566" side="#141833" front="#1f2449" />
      <Tier y={282} width={300} top="#0d877a" side="#0f6c63" front="#0a574f" />
      <Tier y={214} width={260} top="#f25a12" side="#b4330a" front="#8f2a10" />

      {/* Interface details on the top tier. */}
      <g fill="#ffffff">
        <path d={`M${CX - 60} 214 L${CX} 184 L${CX + 14} 191 L${CX - 46} 221 Z`} opacity="0.55" />
        <path d={`M${CX - 30} 229 L${CX + 30} 199 L${CX + 56} 212 L${CX - 4} 242 Z`} opacity="0.3" />
      </g>
      {/* Data rows on the bottom tier. */}
      <g stroke="#a1a8d1" strokeOpacity="0.5" strokeWidth="3" strokeLinecap="round">
        <path d={`M${CX - 110} 352 L${CX - 40} 317`} />
        <path d={`M${CX - 80} 366 L${CX - 10} 331`} />
        <path d={`M${CX - 50} 380 L${CX + 20} 345`} />
      </g>

      {PARTICLES.map(([cx, cy, r, fill]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={fill} opacity="0.9" />
      ))}

      {/* Uptime card */}
      <g>
        <rect x="372" y="374" width="156" height="70" rx="14" fill="#ffffff" />
        <circle cx="400" cy="409" r="12" fill="#c9f5ef" />
        <path
          d="M394 409 l4 4 l8 -8"
          stroke="#0d877a"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="422" y="396" width="82" height="9" rx="4.5" fill="#141833" />
        <rect x="422" y="413" width="56" height="8" rx="4" fill="#c9cde6" />
      </g>
      {/* Load card */}
      <g>
        <rect
          x="32"
          y="380"
          width="150"
          height="64"
          rx="14"
          fill="#1f2449"
          stroke="#ffffff"
          strokeOpacity="0.12"
        />
        <path
          d="M50 426 L74 414 L94 420 L118 400 L140 404 L164 392"
          stroke="#5fdccb"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="50" y="394" width="50" height="7" rx="3.5" fill="#ffffff" opacity="0.35" />
      </g>
    </svg>
  );
}
