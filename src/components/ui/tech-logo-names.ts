/**
 * Technology names as the content writes them, mapped to simple-icons slugs. The marks themselves are
 * static files (public/images/logos/<slug>.svg, made from the simple-icons package by
 * scripts/generate-logos.mjs), so no page carries icon path data in its JavaScript.
 */
export const techLogoSlugs = {
  Android: 'android',
  Angular: 'angular',
  Arduino: 'arduino',
  Django: 'django',
  Docker: 'docker',
  Figma: 'figma',
  Firebase: 'firebase',
  Flutter: 'flutter',
  'Google Ads': 'googleads',
  'Google Analytics': 'googleanalytics',
  'Google Cloud': 'googlecloud',
  JavaScript: 'javascript',
  Kotlin: 'kotlin',
  Laravel: 'laravel',
  Meta: 'meta',
  'Meta Ads': 'meta',
  MongoDB: 'mongodb',
  MQTT: 'mqtt',
  'Next.js': 'nextdotjs',
  'Node.js': 'nodedotjs',
  pandas: 'pandas',
  Pandas: 'pandas',
  PHP: 'php',
  PostgreSQL: 'postgresql',
  Python: 'python',
  PyTorch: 'pytorch',
  'Raspberry Pi': 'raspberrypi',
  React: 'react',
  'React Native': 'react',
  'scikit-learn': 'scikitlearn',
  Shopify: 'shopify',
  Strapi: 'strapi',
  Swift: 'swift',
  'Tailwind CSS': 'tailwindcss',
  TensorFlow: 'tensorflow',
  TypeScript: 'typescript',
  Vite: 'vite',
  'Vue.js': 'vuedotjs',
  WooCommerce: 'woocommerce',
  WordPress: 'wordpress',
} as const satisfies Record<string, string>;

/** Marks used outside the technology lists (footer social links, share buttons). */
export const brandLogoSlugs = ['facebook', 'instagram', 'x'] as const;

export type LogoTone = 'brand' | 'light';

export function logoUrl(slug: string, tone: LogoTone = 'brand'): string {
  return `/images/logos/${slug}${tone === 'light' ? '-light' : ''}.svg`;
}
