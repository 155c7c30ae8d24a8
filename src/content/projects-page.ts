import { projectCardCopy } from './project-card';
/** Copy for the portfolio (/projects) and the project case-study pages (/projects/{id}). */

export interface StatItem {
  value: string;
  label: string;
}

export const projectsPage = {
  seo: {
    title: 'Our Projects',
    description:
      'Case studies from Chinar Digital in Srinagar: websites, mobile apps, online stores and IoT systems built for businesses in Kashmir and across India, with the results they delivered.',
    keywords: [
      'web design portfolio Kashmir',
      'app development case studies',
      'e-commerce Srinagar',
      'IoT Kashmir',
    ],
  },
  hero: {
    eyebrow: 'Our work',
    title: 'Projects that put Kashmir businesses online, and keep them growing',
    description:
      'Houseboats on Dal Lake, saffron growers in Pampore, a hospital in Srinagar, apple cold stores in Sopore: a selection of the websites, apps, stores and connected systems we have designed, built and launched.',
  },
  /** Static marketing figures (spec section 1: team 40+ on the projects page). */
  stats: [
    { value: '150+', label: 'Projects delivered' },
    { value: '40+', label: 'Team members' },
    { value: '100+', label: 'Happy clients' },
    { value: '98%', label: 'Client satisfaction' },
  ] satisfies StatItem[],
  statsLabel: (siteName: string) => `${siteName} in numbers`,
  featured: {
    eyebrow: 'Featured project',
    cta: 'Read the case study',
  },
  grid: {
    eyebrow: 'Portfolio',
    title: 'Explore our projects',
    description:
      'Every project starts with a real business problem. Filter by the kind of work you are planning and see how we approached it.',
    filterLabel: 'Filter projects by category',
    cardCta: projectCardCopy.cta,
  },
  loading: 'Loading projects…',
  error: {
    message: 'Failed to load projects. Please check your connection.',
    retry: 'Retry',
    retrying: 'Retrying…',
  },
  pastTheEnd: {
    status: 'This page of the portfolio is empty',
    title: (page: number) => `There is no page ${page} here`,
    description: 'The portfolio has fewer pages than that now. Its first page shows our latest work.',
    firstPage: 'Go to the first page',
  },
  empty: {
    title: (category: string) =>
      category === 'All' ? 'No projects to show yet' : `No ${category} projects to show yet`,
    description:
      'We have no published case studies in this category at the moment. Choose another category, or tell us what you are planning and we will share relevant work privately.',
    showAll: 'Show all projects',
  },
  cta: {
    title: 'Your project could be our next case study',
    description:
      'Whether it is a new website, an app or a connected system, tell us about it. We reply within one working day with honest advice and a clear plan.',
  },
} as const;

export const projectDetailPage = {
  backLink: 'Back to all projects',
  breadcrumbLabel: 'Breadcrumb',
  detailsTitle: 'Project details',
  facts: {
    client: 'Client',
    category: 'Category',
    date: 'Completed',
    duration: 'Duration',
    website: 'Website',
  },
  visitWebsite: 'Visit the live site',
  galleryLabel: 'Project images',
  sections: {
    about: 'About the Project',
    challenges: 'Challenges',
    solutions: 'Solutions',
    results: 'Results',
  },
  technologiesTitle: 'Technologies used',
  featuresTitle: 'Key features',
  loading: 'Loading project…',
  error: {
    title: 'We could not load this project',
    message: 'Failed to load the project. Please check your connection and try again.',
    retry: 'Retry',
    retrying: 'Retrying…',
  },
  notFound: {
    title: 'Project not found',
    description:
      'The project you are looking for does not exist or has been removed. It may have been renamed, or the link you followed may be out of date.',
    backLink: 'Back to projects',
  },
  seoFallback: {
    title: 'Project case study',
    description:
      'A project case study from Chinar Digital, a web, software and data studio in Srinagar, Kashmir.',
  },
  cta: {
    title: 'Planning something similar?',
    description:
      'We would be glad to talk it through. Tell us about your goals and timeline, and we will come back within one working day with ideas and a plan.',
  },
} as const;
