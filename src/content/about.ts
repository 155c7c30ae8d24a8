import type { LucideIcon } from 'lucide-react';
import { Compass, HeartHandshake, Lightbulb, MonitorSmartphone, Rocket, Target } from 'lucide-react';
import { paths } from '@/lib/paths';
import type { Stat } from './home';

/** Static copy for the about page (/about). Figures are the spec's marketing claims, as given. */

export const aboutHero = {
  eyebrow: 'About us',
  title: 'A technology studio from Srinagar, working for all of India',
  description:
    'Chinar Digital is a team of designers, engineers, marketers and data specialists who build websites, software and campaigns that help businesses grow, from the banks of Dal Lake to clients across the country.',
};

export const aboutIntro = {
  eyebrow: 'Our story',
  title: 'Built in Kashmir, on purpose',
  paragraphs: [
    'Chinar Digital began in 2016 with three developers in a rented room near Lal Chowk and one conviction: that businesses in the valley should not have to go to Delhi or Bengaluru for world-class digital work, and that talented Kashmiri graduates should not have to leave home to do it.',
    'Since then we have grown into a full-service studio. We have built booking systems for houseboats, online stores for saffron growers and artisans, apps for hospitals, portals for schools and data tools for fruit cooperatives, and we now work with clients from Jammu to Kerala and abroad.',
    'We are named after the chinar, the great plane tree that shades Kashmir\u2019s gardens for centuries. It is a fair picture of how we like to work: steady, long-lived and rooted in the place it grows.',
  ],
  highlights: [
    'Founded in Srinagar in 2016',
    'Designers, engineers, marketers and data specialists',
    'Clients across India and abroad',
  ],
};

export interface MissionCard {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const missionSection = {
  eyebrow: 'Our mission',
  title: 'What we are here to do',
  description: 'Four commitments shape every estimate we write and every line of code we ship.',
  cards: [
    {
      title: 'Build what moves the business',
      text: 'We start from your goals, such as more bookings, fewer phone calls or faster billing, and design the product around them.',
      icon: Target,
    },
    {
      title: 'Make technology approachable',
      text: 'Plain language, clear estimates and training for your team, so you understand what you are paying for and can run it confidently.',
      icon: Lightbulb,
    },
    {
      title: 'Grow talent in Kashmir',
      text: 'We hire and train graduates from the valley\u2019s universities and colleges, and mentor students through internships every year.',
      icon: Compass,
    },
    {
      title: 'Stay for the long run',
      text: 'Most of our clients have worked with us for years. We support what we build and improve it as your business changes.',
      icon: HeartHandshake,
    },
  ] satisfies MissionCard[],
};

export interface ProcessStep {
  title: string;
  description: string;
  icon: LucideIcon;
  deliverables: readonly string[];
}

export const howWeWork = {
  eyebrow: 'How we work',
  title: 'Three clear steps from idea to launch',
  description: 'A simple, transparent process with a working demo to review at every stage.',
  steps: [
    {
      title: 'Discovery & Planning',
      description:
        'We listen first: your goals, your customers, your current tools and your budget. Then we agree on the scope, timeline and measures of success in writing.',
      icon: Compass,
      deliverables: ['Workshops with your team', 'Scope, timeline and fixed quote', 'Sitemap or system plan'],
    },
    {
      title: 'Design & Development',
      description:
        'Designers prototype the key screens for your feedback, then developers build in short sprints, with a live preview link you can open any time.',
      icon: MonitorSmartphone,
      deliverables: ['Clickable prototypes', 'Fortnightly demos', 'Content and integrations'],
    },
    {
      title: 'Testing & Launch',
      description:
        'We test on real phones and slow networks, check accessibility and security, train your staff and launch, then stay on hand for the weeks that follow.',
      icon: Rocket,
      deliverables: [
        'Device, speed and security checks',
        'Staff training and handover',
        'Post-launch support',
      ],
    },
  ] satisfies ProcessStep[],
};

export const aboutTechnologiesSection = {
  eyebrow: 'Our toolkit',
  title: 'Technologies we work with every day',
  description: 'Mature, well-supported tools that keep your product fast, secure and easy to maintain.',
};

export const quotesSection = {
  eyebrow: 'Client stories',
  title: 'In our customers\u2019 words',
  description: 'Businesses across Kashmir on what it is like to work with us.',
};

export const achievements = {
  eyebrow: 'Achievements',
  title: 'A track record we are proud of',
  stats: [
    { value: '150+', label: 'Projects delivered' },
    { value: '50+', label: 'Happy clients' },
    { value: '10+', label: 'Countries reached' },
    { value: '8+', label: 'Years of experience' },
  ] satisfies Stat[],
};

export const aboutCallToAction = {
  title: 'Let\u2019s build something together',
  description:
    'Visit our studio in Srinagar or talk to us online. Tell us about your business and we will reply within one working day.',
  primary: { to: paths.contact, label: 'Contact us' },
  secondary: { to: paths.services, label: 'Our services' },
};
