import { paths } from '@/lib/paths';

/** The header's six links (spec section 2). */
export const mainNavLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.services, label: 'Services' },
  { to: paths.projects, label: 'Projects' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
] as const;

export const footerServiceLinks = [
  { to: paths.service('data-strategy'), label: 'Data Strategy' },
  { to: paths.service('machine-learning'), label: 'Machine Learning' },
  { to: paths.service('software-solutions'), label: 'Software Solutions' },
  { to: paths.service('business-mind'), label: 'Business Mind' },
  { to: paths.service('financial-services'), label: 'Financial Services' },
] as const;

export const footerQuickLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.about, label: 'About Us' },
  { to: paths.projects, label: 'Projects' },
  { to: paths.packages, label: 'Packages' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
] as const;
