import { LeafShape } from '@/components/site/ChinarLeaf';

/** A stylised map of Srinagar: Dal Lake, the Jhelum's bends, a few roads and our pin near Lal Chowk. */
export function SrinagarMapArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 560 460"
      width="560"
      height="460"
      className="h-auto w-full"
    >
      <defs>
        <pattern id="map-grid" width="28" height="28" patternUnits="userSpaceOnUse">
          <path d="M28 0 H0 V28" fill="none" stroke="#141833" strokeOpacity="0.05" />
        </pattern>
      </defs>
      <rect width="560" height="460" rx="28" fill="#f4f5fb" />
      <rect width="560" height="460" rx="28" fill="url(#map-grid)" />

      {/* Zabarwan foothills to the east */}
      <path d="M430 0 H560 V300 C520 260 500 200 470 150 C450 110 440 60 430 0 Z" fill="#e6e8f4" />

      {/* Dal Lake with Nigeen to the north-west */}
      <path
        d="M330 60 C390 50 440 80 450 130 C462 190 430 236 380 246 C340 254 300 236 296 196 C292 160 318 150 312 118 C306 88 300 66 330 60 Z"
        fill="#c9f5ef"
        stroke="#5fdccb"
        strokeWidth="2"
      />
      <path
        d="M250 70 C276 60 296 76 290 100 C284 120 256 122 246 104 C238 90 238 76 250 70 Z"
        fill="#c9f5ef"
        stroke="#5fdccb"
        strokeWidth="2"
      />
      <ellipse cx="372" cy="150" rx="14" ry="8" fill="#ffffff" opacity="0.9" />
      <ellipse cx="346" cy="196" rx="10" ry="6" fill="#ffffff" opacity="0.9" />

      {/* The Jhelum */}
      <path
        d="M0 380 C60 360 90 330 140 340 C196 352 210 300 250 292 C290 284 300 330 340 336 C380 342 400 300 440 306 C480 312 520 350 560 344"
        fill="none"
        stroke="#5fdccb"
        strokeWidth="14"
        strokeLinecap="round"
      />

      {/* Roads */}
      <g fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round">
        <path d="M40 120 C120 150 180 200 220 250 C240 276 250 300 256 330 L270 460" />
        <path d="M120 460 C150 400 200 330 236 268 C260 230 290 224 300 200" />
        <path d="M0 250 C80 250 170 256 236 268 C300 280 360 270 420 276 C480 282 520 300 560 300" />
      </g>
      <g fill="none" stroke="#c9cde6" strokeWidth="1.5" strokeLinecap="round">
        <path d="M40 120 C120 150 180 200 220 250 C240 276 250 300 256 330 L270 460" />
        <path d="M120 460 C150 400 200 330 236 268 C260 230 290 224 300 200" />
        <path d="M0 250 C80 250 170 256 236 268 C300 280 360 270 420 276 C480 282 520 300 560 300" />
      </g>

      <LeafShape x={500} y={400} size={70} rotate={-20} fill="#ffcda8" />
      <LeafShape x={76} y={58} size={44} rotate={30} fill="#ffe8d4" />

      {/* Our pin, near Lal Chowk */}
      <circle cx="236" cy="268" r="34" fill="#b4330a" opacity="0.12" />
      <circle cx="236" cy="268" r="18" fill="#b4330a" opacity="0.18" />
      <path
        d="M236 206 C219 206 208 219 208 233 C208 254 236 272 236 272 C236 272 264 254 264 233 C264 219 253 206 236 206 Z"
        fill="#b4330a"
      />
      <circle cx="236" cy="233" r="9" fill="#ffffff" />
    </svg>
  );
}
