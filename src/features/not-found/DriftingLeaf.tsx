import { cn } from '@/lib/utils';

/** A chinar leaf, drawn once (200 x 200 box), reused at several sizes. */
const LEAF_OUTLINE =
  'M100 118.3 Q99.4 125.2 94.1 124.2 Q83.5 127.4 72.5 127.7 L68.5 131.9 L69.8 127.3 L50.6 128 L56.5 117.1 L52 115.6 L56.8 115.3 Q60.2 108.9 65.8 104.4 Q72.6 105.1 65.8 104.4 Q57.6 99.1 52.5 90.8 L45 90.2 L51.5 87.8 Q45.9 84.7 43.5 78.9 L36 78.3 L42.5 75.9 L35.8 64.7 L48.3 65.8 L47.8 59 L51.4 65.4 L62.4 68.7 L61.9 61.8 L65.5 68.3 Q74.8 69.3 82.8 74.3 Q86.3 81 82.8 74.3 Q82.5 63.5 86.8 53.6 L82.6 46.4 L88.9 50.8 Q88.2 43.8 91.9 37.9 L87.8 30.7 L94.1 35.1 L100 22 L105.9 35.1 L112.2 30.7 L108.1 37.9 L111.1 50.8 L117.4 46.4 L113.2 53.6 Q117.5 63.5 117.2 74.3 Q113.7 81 117.2 74.3 Q125.2 69.3 134.5 68.3 L138.1 61.8 L137.6 68.7 Q142.5 65 148.6 65.4 L152.2 59 L151.7 65.8 L164.2 64.7 L157.5 75.9 L164 78.3 L156.5 78.9 L148.5 87.8 L155 90.2 L147.5 90.8 Q142.4 99.1 134.2 104.4 Q127.4 105.1 134.2 104.4 Q139.8 108.9 143.2 115.3 L148 115.6 L143.5 117.1 L149.4 128 L130.2 127.3 L131.5 131.9 L127.5 127.7 Q116.5 127.4 105.9 124.2 Q100.6 125.2 100 118.3 Z';
const LEAF_VEINS =
  'M100 113.2 L58.5 124.8 M100 113.2 L46.1 71.6 M100 113.2 L100 35.8 M100 113.2 L153.9 71.6 M100 113.2 L141.5 124.8';
const LEAF_STEM = 'M100 118.3 Q96.2 143.9 107.9 164.2';

interface LeafProps {
  transform: string;
  fill: string;
  opacity?: number;
  veins?: boolean;
}

function Leaf({ transform, fill, opacity = 1, veins = true }: LeafProps) {
  return (
    <g transform={transform} opacity={opacity}>
      <path d={LEAF_OUTLINE} fill={fill} stroke="#8f2a10" strokeWidth="1.2" strokeLinejoin="round" />
      {veins ? (
        <path d={LEAF_VEINS} fill="none" stroke="#ffcda8" strokeWidth="1.4" strokeLinecap="round" />
      ) : null}
      <path d={LEAF_STEM} fill="none" stroke="#8f2a10" strokeWidth="2.4" strokeLinecap="round" />
    </g>
  );
}

/** Decorative art for the 404 page: a chinar leaf drifting off its path, over a faint "404". */
export function DriftingLeaf({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 380"
      width="400"
      height="380"
      className={cn('h-auto', className)}
    >
      <defs>
        <linearGradient id="not-found-leaf" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fd7a37" />
          <stop offset="0.55" stopColor="#d94408" />
          <stop offset="1" stopColor="#8f2a10" />
        </linearGradient>
        <radialGradient id="not-found-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffe8d4" />
          <stop offset="1" stopColor="#ffe8d4" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="210" cy="190" r="175" fill="url(#not-found-glow)" />
      <text
        x="200"
        y="310"
        textAnchor="middle"
        fontSize="150"
        fontWeight="800"
        fill="none"
        stroke="#c9cde6"
        strokeWidth="3"
        className="font-display"
      >
        404
      </text>
      <path
        d="M64 74 C120 24 176 112 138 146 C108 172 82 134 118 120 C160 104 200 118 246 100"
        fill="none"
        stroke="#c9cde6"
        strokeWidth="2.5"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <Leaf transform="translate(214 6) rotate(28 100 100) scale(0.82)" fill="url(#not-found-leaf)" />
      <Leaf
        transform="translate(36 36) rotate(-30 100 100) scale(0.22)"
        fill="#fd7a37"
        opacity={0.7}
        veins={false}
      />
      <path
        d="M70 352 C150 338 270 340 350 352"
        fill="none"
        stroke="#e6e8f4"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
