import { initialsOf, type Testimonial } from '@/content/testimonials';
import { CHINAR_LEAF_PATH } from './ChinarLeaf';
import { cn } from '@/lib/utils';

interface AvatarProps {
  person: Pick<Testimonial, 'id' | 'name' | 'avatar'>;
  size?: number;
  /** Decorative when the name is printed beside it; otherwise the image is named after the person. */
  decorative?: boolean;
  className?: string;
}

/** A generated portrait: the person's initials on their own gradient, with a faint chinar leaf. */
export function Avatar({ person, size = 56, decorative = false, className }: AvatarProps) {
  const gradientId = `avatar-gradient-${person.id}`;
  const clipId = `avatar-clip-${person.id}`;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': person.name };
  return (
    <svg
      {...a11y}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      focusable="false"
      className={cn('shrink-0 rounded-full', className)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={person.avatar.from} />
          <stop offset="1" stopColor={person.avatar.to} />
        </linearGradient>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
        <path
          d={CHINAR_LEAF_PATH}
          fill="#ffffff"
          opacity="0.14"
          transform="translate(30 28) rotate(-18) scale(0.44)"
        />
      </g>
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fill="#ffffff"
        fontSize="22"
        fontWeight="700"
        className="font-display"
        letterSpacing="0.5"
      >
        {initialsOf(person.name)}
      </text>
    </svg>
  );
}
