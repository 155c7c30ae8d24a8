/**
 * Technology showcases on the home (8) and about (9) pages. Names match the TechLogo map in
 * components/ui/tech-logo.tsx so each renders its real logo.
 */

export interface Technology {
  name: string;
  /** What we use it for, in a few words. */
  use: string;
}

export const homeTechnologies: readonly Technology[] = [
  { name: 'React', use: 'Interactive web apps' },
  { name: 'TypeScript', use: 'Reliable, typed code' },
  { name: 'Node.js', use: 'APIs and back ends' },
  { name: 'Python', use: 'Data and automation' },
  { name: 'Flutter', use: 'Android and iOS apps' },
  { name: 'WordPress', use: 'Content-managed sites' },
  { name: 'Google Cloud', use: 'Hosting that scales' },
  { name: 'TensorFlow', use: 'Machine learning' },
];

export const aboutTechnologies: readonly Technology[] = [
  { name: 'React', use: 'Web interfaces' },
  { name: 'Next.js', use: 'SEO-ready websites' },
  { name: 'TypeScript', use: 'Typed, safer code' },
  { name: 'Node.js', use: 'APIs and integrations' },
  { name: 'Python', use: 'Data and ML' },
  { name: 'Flutter', use: 'Android and iOS apps' },
  { name: 'PostgreSQL', use: 'Reliable databases' },
  { name: 'Docker', use: 'Repeatable releases' },
  { name: 'Figma', use: 'Interface design' },
];
