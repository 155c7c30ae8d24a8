import type { LucideIcon } from 'lucide-react';
import {
  BrainCircuit,
  Cloud,
  CodeXml,
  Compass,
  Gauge,
  HeartHandshake,
  LifeBuoy,
  Megaphone,
  ShieldCheck,
  Target,
  Workflow,
} from 'lucide-react';
import { paths } from '@/lib/paths';

/** Static copy for the home page (/). Figures are the spec's marketing claims, as given. */

export type HeroArt = 'dal-lake' | 'software' | 'marketing';

export interface HeroSlide {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  cta: { label: string; to: string };
  art: HeroArt;
}

/** The hero carousel: three slides; every slide also offers "Our Services" (spec section 2). */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'studio',
    eyebrow: 'Web design & development in Srinagar',
    title: 'Websites and software crafted in Kashmir, built for all of India',
    description:
      'Chinar Digital designs and builds fast websites, web apps and custom software for hotels, retailers, schools, clinics and start-ups, from the first sketch to launch and every season after.',
    cta: { label: 'Start your project', to: paths.contact },
    art: 'dal-lake',
  },
  {
    id: 'software',
    eyebrow: 'Software, data & machine learning',
    title: 'Custom software and data tools that give your team hours back',
    description:
      'Booking engines, inventory and billing systems, dashboards and machine-learning models shaped around how your business really works, with clean code that you own.',
    cta: { label: 'Explore what we build', to: paths.services },
    art: 'software',
  },
  {
    id: 'marketing',
    eyebrow: 'Digital marketing & SEO',
    title: 'Be the first name customers find, in Srinagar and beyond',
    description:
      'Local SEO, Google and Meta campaigns and content that turn searches into calls, bookings and sales, reported every month in plain numbers.',
    cta: { label: 'Explore marketing', to: paths.service('digital-marketing') },
    art: 'marketing',
  },
];

export interface LocationItem {
  name: string;
  detail: string;
}

export const locations: readonly LocationItem[] = [
  { name: 'Srinagar', detail: 'Studio and headquarters' },
  { name: 'Kashmir', detail: 'On-site across the valley' },
  { name: 'New Delhi', detail: 'Client meetings in the NCR' },
  { name: 'All India', detail: 'Remote delivery nationwide' },
];

export interface CoreService {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  points: readonly string[];
}

export const coreServices: readonly CoreService[] = [
  {
    title: 'Web Development',
    description:
      'Fast, accessible websites and web apps in React, Next.js and WordPress that load quickly on Kashmir mobile networks and rank well.',
    to: paths.service('web-development'),
    icon: CodeXml,
    points: ['Business websites and portals', 'E-commerce and booking', 'Performance and SEO built in'],
  },
  {
    title: 'Digital Marketing',
    description:
      'Local SEO, Google Ads, Meta campaigns and content that bring in enquiries you can count, not just impressions.',
    to: paths.service('digital-marketing'),
    icon: Megaphone,
    points: [
      'Google Business Profile and local SEO',
      'Paid search and social',
      'Monthly reports in plain numbers',
    ],
  },
  {
    title: 'Software Solutions',
    description:
      'Custom software for the way you work: inventory, billing, bookings, school and clinic systems, and the integrations between them.',
    to: paths.service('software-solutions'),
    icon: Workflow,
    points: ['Process mapping before code', 'Cloud or on-premise', 'Training and support for your staff'],
  },
  {
    title: 'Machine Learning',
    description:
      'Forecasting, document reading, recommendations and chat assistants trained on your data and measured against real outcomes.',
    to: paths.service('machine-learning'),
    icon: BrainCircuit,
    points: [
      'Demand and sales forecasting',
      'Document and image recognition',
      'Assistants in English and Urdu',
    ],
  },
];

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const scalableSolutions = {
  eyebrow: 'Scalable solutions',
  title: 'Built for your first hundred customers and your first hundred thousand',
  description:
    'We plan every project for where your business is going, not only where it is today. The houseboat website that takes ten bookings a week and the marketplace that ships to every state get the same engineering care.',
  features: [
    {
      title: 'Cloud-ready architecture',
      description: 'Hosting on Google Cloud, Firebase or AWS that grows with your traffic and your budget.',
      icon: Cloud,
    },
    {
      title: 'Fast on every connection',
      description:
        'Performance budgets on every page, so it stays quick on 4G in Gurez and on fibre in Gurugram.',
      icon: Gauge,
    },
    {
      title: 'Secure from day one',
      description:
        'Access control, backups and security headers set up before launch, not after an incident.',
      icon: ShieldCheck,
    },
    {
      title: 'Support after launch',
      description: 'Maintenance plans with a named developer who already knows your code and your business.',
      icon: LifeBuoy,
    },
  ] satisfies Feature[],
  cta: { label: 'See all services', to: paths.services },
};

export interface Stat {
  value: string;
  label: string;
}

export const aboutBlock = {
  eyebrow: (siteName: string) => `About ${siteName}`,
  title: 'A Srinagar team that treats your business like its own',
  paragraphs: [
    'We started in a small office off Residency Road with a simple idea: businesses in Kashmir deserve the same quality of digital work as companies in Bengaluru or Mumbai, without having to look outside the valley for it.',
    'Today our designers, developers, marketers and data specialists work with hoteliers, craftspeople, schools, hospitals and growing companies across India. We keep our teams small, our estimates honest and our clients for years.',
  ],
  stats: [
    { value: '45+', label: 'Specialists' },
    { value: '8+', label: 'Years of experience' },
    { value: '150+', label: 'Projects delivered' },
    { value: '98%', label: 'Client rate' },
  ] satisfies Stat[],
  cta: { label: 'More about us', to: paths.about },
};

export const missionVisionValues = {
  eyebrow: 'What guides us',
  title: 'Mission, vision and values',
  mission: {
    title: 'Our mission',
    text: 'To give businesses in Kashmir and across India websites, software and marketing that earn their keep: measurable, maintainable and made with care.',
    icon: Target,
  },
  vision: {
    title: 'Our vision',
    text: 'A Kashmir known as much for its technology talent as for its lakes and orchards, with a studio in Srinagar that companies anywhere choose first.',
    icon: Compass,
  },
  values: {
    title: 'Our values',
    icon: HeartHandshake,
    items: [
      { name: 'Honesty', text: 'Clear estimates and plain reporting, including when the news is not good.' },
      { name: 'Craft', text: 'Work we would sign our name to, down to the last detail.' },
      { name: 'Ownership', text: 'You own your code, content and accounts. Always.' },
      { name: 'Growth', text: 'We train local talent and share what we learn.' },
      { name: 'Respect', text: 'For your time, your budget and your customers\u2019 data.' },
    ],
  },
};

export const technologiesSection = {
  eyebrow: 'Technologies',
  title: 'Proven tools, chosen for the job',
  description:
    'We pick mature, well-supported technology so your product is easy to host, hire for and maintain for years.',
};

export const latestProjectsSection = {
  eyebrow: 'Recent work',
  title: 'Our latest projects',
  description: 'A few of the products we have launched recently for clients in Kashmir and across India.',
  cta: { label: 'View all projects', to: paths.projects },
};

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  title: 'What our clients say',
  description:
    'We measure ourselves by the businesses we help grow. Here are a few of them, in their own words.',
};

export const statsRow: readonly Stat[] = [
  { value: '150+', label: 'Projects completed' },
  { value: '45+', label: 'Team members' },
  { value: '98%', label: 'Client satisfaction' },
  { value: '10+', label: 'Years in business' },
];

export const localBusiness = {
  eyebrow: 'Local roots',
  title: 'Proud to be from Srinagar',
  paragraphs: [
    'We live and work in the valley, so we understand the seasons that shape business here: the tourist rush, the apple and saffron harvests, the winter slowdown and the connectivity gaps.',
    'That local knowledge goes into every project, whether the client is a houseboat on Dal Lake, a clinic in Baramulla or a brand shipping from Jammu to Kanyakumari. Meet us at our studio near Lal Chowk, or we will come to you anywhere in Kashmir.',
  ],
  serving: ['Srinagar', 'Baramulla', 'Anantnag', 'Sopore', 'Pulwama', 'Jammu', 'New Delhi', 'All of India'],
  cta: { label: 'Visit or contact us', to: paths.contact },
};
