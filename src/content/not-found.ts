import { paths } from '@/lib/paths';

/** Copy for the 404 page (and unknown service slugs). */
export const notFoundPage = {
  seo: {
    title: 'Page Not Found',
    description:
      'The page you were looking for could not be found. Explore Chinar Digital\u2019s services, projects and articles, or get in touch with our team in Srinagar.',
  },
  eyebrow: 'Error 404',
  title: 'Page Not Found',
  description:
    'Like a chinar leaf carried off by the autumn wind, this page has drifted away. It may have moved, or the address may be mistyped.',
  homeLink: 'Return to Home',
  helpfulTitle: 'Or try one of these',
  links: [
    { to: paths.services, label: 'Services', description: 'Web, software, marketing and data services.' },
    { to: paths.projects, label: 'Projects', description: 'Case studies from Kashmir and across India.' },
    { to: paths.blog, label: 'Blog', description: 'Guides and insights from our team.' },
    { to: paths.contact, label: 'Contact', description: 'Ask us anything; we reply within a day.' },
  ],
} as const;
