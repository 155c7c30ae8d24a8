import { Gauge, Palette, Search, Smartphone } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/web-designing: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const webDesigning: ServicePageDetails = {
  metaTitle: 'Web Design Company in Srinagar, Kashmir',
  metaDescription:
    'Custom, mobile-first website design in Srinagar for businesses in Kashmir and across India: fast, accessible sites that rank on Google and turn visitors into enquiries.',
  keywords: [
    'web design Srinagar',
    'website designer Kashmir',
    'responsive website design',
    'business website Srinagar',
    'website redesign India',
  ],
  serviceType: 'Web design',
  eyebrow: 'Web design studio in Srinagar',
  lede: 'Custom, mobile-first websites for businesses in Kashmir and across India, designed around your customers, built to load fast on a 4G connection and to turn visits into calls and enquiries.',
  headline: 'Websites that work as hard as you do',
  intro:
    'Most of your customers meet your business on a phone screen first. We design every page for that moment: a clear offer, proof that you can be trusted, and one obvious next step, whether that is a call, a WhatsApp message, a booking or a purchase. No templates bought off a marketplace: every layout is drawn for your brand and the people you want to reach.',
  highlights: [
    {
      icon: Palette,
      title: 'Custom visual design',
      text: 'A look drawn for your brand, with colour, type and imagery that set you apart from the template sites in your market.',
    },
    {
      icon: Smartphone,
      title: 'Mobile-first layouts',
      text: 'Designed for the phone first, then scaled up to tablet and desktop, so every visitor gets a layout made for their screen.',
    },
    {
      icon: Gauge,
      title: 'Built for speed',
      text: 'Optimised images, self-hosted fonts and lean code, so pages load in under two seconds even on a patchy mobile connection.',
    },
    {
      icon: Search,
      title: 'Ready for search',
      text: 'Clean headings, metadata, structured data and a sitemap from day one, so Google understands every page.',
    },
  ],
  features: [
    'Discovery workshop and competitor review',
    'Sitemap, wireframes and a clickable prototype in Figma',
    'A custom design system: colours, typography, buttons and components',
    'Responsive layouts tested on real Android and iOS phones',
    'Accessibility to WCAG 2.1 AA: contrast, keyboard use and screen readers',
    'Contact forms, click-to-call and WhatsApp chat buttons',
    'Google Maps, Business Profile and review widgets',
    'Pages in English, Hindi or Urdu where your audience needs them',
    'Google Analytics 4 and conversion tracking',
    'Training so your team can update text and images',
  ],
  claimsTitle: 'What a redesign does for our clients',
  claims: [
    { value: '3x', label: 'more enquiries on average after a redesign' },
    { value: '65%', label: 'of visits now arrive on a phone, so we design for it first' },
    { value: '95+', label: 'Lighthouse performance score at launch' },
    { value: '98%', label: 'client satisfaction across our projects' },
  ],
  processTitle: 'How a website comes together',
  process: [
    {
      title: 'Discover',
      text: 'We learn your business, customers and competitors, and agree the goals the site must meet.',
    },
    {
      title: 'Wireframe',
      text: 'A sitemap and page wireframes fix the structure and content before any visual design.',
    },
    {
      title: 'Design',
      text: 'Full visual designs in Figma for desktop and mobile, with two rounds of revisions.',
    },
    {
      title: 'Build',
      text: 'We develop the site, connect forms, maps and analytics, and load your content.',
    },
    {
      title: 'Launch',
      text: 'Testing on real devices, search setup, go-live and a training session for your team.',
    },
  ],
  technologies: ['Figma', 'React', 'Next.js', 'WordPress', 'Tailwind CSS', 'Google Analytics'],
  faqs: [
    {
      question: 'How much does a website cost?',
      answer:
        'A business website of up to six pages starts at ₹24,999. Larger sites with a content management system, blog or online shop start at ₹59,999. Our packages page lists what each includes, and we send a fixed written quote after a short call.',
    },
    {
      question: 'How long does it take?',
      answer:
        'Two to three weeks for a starter site and four to eight weeks for larger sites. The biggest factor is usually content, and our copywriters can write it for you.',
    },
    {
      question: 'Will I be able to update the site myself?',
      answer:
        'Yes. We build on WordPress or a headless CMS with an editor your team can use, and every project includes a training session and a short written guide.',
    },
    {
      question: 'Do you redesign existing websites?',
      answer:
        'Yes. We audit your current site, keep what already ranks and converts, set up redirects so you keep your Google traffic, and rebuild the rest.',
    },
  ],
  related: ['ux-ui-design', 'seo', 'wordpress-development'],
  cta: {
    title: 'Ready for a website that brings in business?',
    description:
      'Tell us about your business and your goals. We reply within one working day with ideas, a timeline and a fixed quote.',
  },
};

export default webDesigning;
