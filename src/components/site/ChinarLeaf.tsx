import type { ComponentProps } from 'react';

/** A chinar (oriental plane) leaf in a 100 x 100 box: five pointed, toothed lobes and a short stem. */
export const CHINAR_LEAF_PATH =
  'M44 68 L30 74 L11 68 L20 63 L15 57 L31 55 L22 47 L13 33 L25 35 L27 26 L41 41 L43 27 L50 7 L57 27 L59 41 L73 26 L75 35 L87 33 L78 47 L69 55 L85 57 L80 63 L89 68 L70 74 L56 68 L52 70 L52 94 L48 94 L48 70 Z';

/** The main veins, from the leaf's heart to each lobe tip. */
const CHINAR_VEIN_PATH = 'M50 68 L50 14 M50 66 L16 35 M50 66 L84 35 M50 67 L14 66 M50 67 L86 66';

interface LeafShapeProps {
  x: number;
  y: number;
  size: number;
  rotate?: number;
  fill: string;
  opacity?: number;
  veins?: string;
}

/** A leaf placed inside a larger SVG, centred on (x, y). */
export function LeafShape({ x, y, size, rotate = 0, fill, opacity = 1, veins }: LeafShapeProps) {
  return (
    <g
      transform={`translate(${x} ${y}) rotate(${rotate}) scale(${size / 100}) translate(-50 -52)`}
      opacity={opacity}
    >
      <path d={CHINAR_LEAF_PATH} fill={fill} strokeLinejoin="round" />
      {veins ? (
        <path d={CHINAR_VEIN_PATH} stroke={veins} strokeWidth="1.6" strokeLinecap="round" fill="none" />
      ) : null}
    </g>
  );
}

/** The leaf as a standalone decorative icon (inherits the text colour). */
export function ChinarLeaf({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 100 100"
      width="100"
      height="100"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      <path d={CHINAR_LEAF_PATH} fill="currentColor" strokeLinejoin="round" />
    </svg>
  );
}
