import {
  siAndroid,
  siAngular,
  siArduino,
  siDjango,
  siDocker,
  siFigma,
  siFirebase,
  siFlutter,
  siGoogleads,
  siGoogleanalytics,
  siGooglecloud,
  siJavascript,
  siKotlin,
  siLaravel,
  siMeta,
  siMongodb,
  siMqtt,
  siNextdotjs,
  siNodedotjs,
  siPandas,
  siPhp,
  siPostgresql,
  siPython,
  siPytorch,
  siRaspberrypi,
  siReact,
  siScikitlearn,
  siShopify,
  siStrapi,
  siSwift,
  siTailwindcss,
  siTensorflow,
  siTypescript,
  siVite,
  siVuedotjs,
  siWoocommerce,
  siWordpress,
  type SimpleIcon,
} from 'simple-icons';
import { cn } from '@/lib/utils';

/** Technology names as the content writes them, mapped to their official marks. */
const logos: Record<string, SimpleIcon> = {
  Android: siAndroid,
  Angular: siAngular,
  Arduino: siArduino,
  Django: siDjango,
  Docker: siDocker,
  Figma: siFigma,
  Firebase: siFirebase,
  Flutter: siFlutter,
  'Google Ads': siGoogleads,
  'Google Analytics': siGoogleanalytics,
  'Google Cloud': siGooglecloud,
  JavaScript: siJavascript,
  Kotlin: siKotlin,
  Laravel: siLaravel,
  Meta: siMeta,
  'Meta Ads': siMeta,
  MongoDB: siMongodb,
  MQTT: siMqtt,
  'Next.js': siNextdotjs,
  'Node.js': siNodedotjs,
  pandas: siPandas,
  Pandas: siPandas,
  PHP: siPhp,
  PostgreSQL: siPostgresql,
  Python: siPython,
  PyTorch: siPytorch,
  'Raspberry Pi': siRaspberrypi,
  React: siReact,
  'React Native': siReact,
  'scikit-learn': siScikitlearn,
  Shopify: siShopify,
  Strapi: siStrapi,
  Swift: siSwift,
  'Tailwind CSS': siTailwindcss,
  TensorFlow: siTensorflow,
  TypeScript: siTypescript,
  Vite: siVite,
  'Vue.js': siVuedotjs,
  WooCommerce: siWoocommerce,
  WordPress: siWordpress,
};

export function hasTechLogo(name: string): boolean {
  return name in logos;
}

interface TechLogoProps {
  name: string;
  className?: string;
  /** brand: the technology's own colour; current: inherit the text colour. */
  tone?: 'brand' | 'current';
  /** Decorative when a visible label sits beside it. */
  decorative?: boolean;
}

/** A technology's logo (simple-icons); falls back to a monogram for names without a mark. */
export function TechLogo({ name, className, tone = 'brand', decorative = false }: TechLogoProps) {
  const icon = logos[name];
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  if (!icon) {
    return (
      <span
        {...a11y}
        className={cn('inline-flex size-6 items-center justify-center rounded-md bg-ink-100 text-xs font-bold text-ink-700', className)}
      >
        {name.slice(0, 2)}
      </span>
    );
  }
  // Some brand colours (Next.js black, etc.) are too dark on dark backgrounds; callers pick tone="current" there.
  return (
    <svg
      {...a11y}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={cn('size-6', className)}
      fill={tone === 'brand' ? `#${icon.hex}` : 'currentColor'}
      focusable="false"
    >
      <path d={icon.path} />
    </svg>
  );
}
