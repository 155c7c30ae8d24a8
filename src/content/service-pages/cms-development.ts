import { Blocks, Languages, Layers, Newspaper } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/cms-development: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const cmsDevelopment: ServicePageDetails = {
  metaTitle: 'CMS Development Company in Srinagar, Kashmir',
  metaDescription:
    'Custom CMS development on WordPress, Strapi and headless stacks: editorial workflows, multilingual content and fast front ends for publishers, institutions and retailers.',
  keywords: [
    'CMS development Srinagar',
    'headless CMS India',
    'Strapi development',
    'content management system Kashmir',
    'news portal development',
  ],
  serviceType: 'Content management system development',
  eyebrow: 'Content management systems',
  lede: 'Content management systems that let your team publish news, products, courses and pages in minutes, without waiting for a developer.',
  headline: 'Publish with confidence, every day',
  intro:
    'Newsrooms, colleges, tourism operators and retailers publish constantly. We build CMS platforms on WordPress, Strapi or a headless stack, with editorial workflows, roles and previews that match how your team works, and a fast front end your readers will enjoy.',
  highlights: [
    {
      icon: Newspaper,
      title: 'Editorial workflows',
      text: 'Drafts, reviews, scheduled publishing and separate roles for writers, editors and administrators.',
    },
    {
      icon: Blocks,
      title: 'Headless CMS',
      text: 'Strapi or headless WordPress feeding your website, mobile app and screens from one source.',
    },
    {
      icon: Languages,
      title: 'Multilingual content',
      text: 'English, Hindi and Urdu content, with right-to-left layouts where they are needed.',
    },
    {
      icon: Layers,
      title: 'Structured content',
      text: 'Custom content types for products, events, courses or listings, not just pages.',
    },
  ],
  features: [
    'A content modelling workshop',
    'Custom admin screens and dashboards',
    'Media library with automatic image resizing',
    'SEO fields, sitemaps and social previews for every page',
    'Scheduled publishing and version history',
    'Search and filters for large archives',
    'Migration of existing content with URLs preserved',
    'Single sign-on and role-based permissions',
    'Editor training and written guidelines',
  ],
  claimsTitle: 'What our CMS builds achieve',
  claims: [
    { value: '5 min', label: 'to publish a new page with images' },
    { value: '100%', label: 'of old URLs redirected when we migrate content' },
    { value: '95+', label: 'Lighthouse performance score on the public site' },
    { value: '3 roles', label: 'writer, editor and admin, with approvals between them' },
  ],
  processTitle: 'How we build your CMS',
  process: [
    { title: 'Content audit', text: 'What you publish, who publishes it and what slows them down today.' },
    {
      title: 'Content model',
      text: 'Content types, fields, roles and workflows, agreed with your editors.',
    },
    { title: 'Build', text: 'The CMS, admin screens and a fast public front end.' },
    { title: 'Migrate', text: 'Existing content and media imported, with redirects for every old URL.' },
    { title: 'Train and support', text: 'Hands-on training, a written style guide and ongoing support.' },
  ],
  technologies: ['WordPress', 'Strapi', 'Next.js', 'React', 'Node.js', 'PostgreSQL'],
  faqs: [
    {
      question: 'What is a headless CMS, and do we need one?',
      answer:
        'A headless CMS stores your content and delivers it to any front end: a website, an app or a screen. You need one if the same content appears in several places or if you want a very fast custom website. For a single website, WordPress is often enough.',
    },
    {
      question: 'Which CMS is right for us?',
      answer:
        'WordPress suits most websites and blogs. Strapi or another headless CMS suits structured content used across channels. We recommend one after understanding your team and content, not before.',
    },
    {
      question: 'Can you migrate our old website’s content?',
      answer:
        'Yes. We script the migration of pages, posts, media and authors, check the result with you, and redirect every old URL so you keep your search traffic.',
    },
    {
      question: 'How do you keep the CMS secure?',
      answer:
        'Role-based access, strong authentication, regular updates, daily backups and an admin area kept off the public website wherever the platform allows it.',
    },
  ],
  related: ['wordpress-development', 'web-development', 'web-designing'],
  cta: {
    title: 'Give your team a CMS they enjoy using',
    description:
      'Tell us what you publish and how often. We will recommend a platform and show you what your editors’ day would look like.',
  },
};

export default cmsDevelopment;
