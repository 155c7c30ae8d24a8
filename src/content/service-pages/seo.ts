import { ChartColumn, FileText, MapPin, Wrench } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/seo: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const seo: ServicePageDetails = {
  metaTitle: 'Local SEO Services in Srinagar, Kashmir',
  metaDescription:
    'Local SEO in Srinagar and across Kashmir: Google Business Profile, technical fixes, content and reviews that earn top-three local rankings, with honest monthly reports.',
  keywords: [
    'SEO Srinagar',
    'local SEO Kashmir',
    'SEO company Kashmir',
    'Google Business Profile optimisation',
    'SEO services India',
  ],
  serviceType: 'Search engine optimisation',
  eyebrow: 'Local SEO for Kashmir',
  lede: 'Get found when people in Srinagar, across Kashmir and around India search for what you offer. Local SEO, technical fixes and content that earn rankings and calls, reported honestly every month.',
  headline: 'Be the first name they find on Google',
  intro:
    'When someone searches for a hotel near Dal Lake, a dentist in Rajbagh or a pashmina shawl online, the businesses in the top three results take most of the clicks. We get you there with a complete Google Business Profile, a technically sound website, content that answers real questions, and the local citations and reviews that build trust. No shortcuts that risk a Google penalty.',
  highlights: [
    {
      icon: MapPin,
      title: 'Local SEO and Business Profile',
      text: 'An optimised profile with the right categories, photos, posts and a review plan, so you appear in the map results near your customers.',
    },
    {
      icon: Wrench,
      title: 'Technical SEO',
      text: 'Site speed, Core Web Vitals, crawling, structured data and mobile usability, fixed at the source.',
    },
    {
      icon: FileText,
      title: 'Content that ranks',
      text: 'Keyword research for your market, and pages and articles that answer what your customers actually search for.',
    },
    {
      icon: ChartColumn,
      title: 'Transparent reporting',
      text: 'A monthly report in plain language: rankings, traffic, calls and enquiries, and what we will do next.',
    },
  ],
  features: [
    'A full SEO audit with a prioritised list of fixes',
    'Keyword research for Srinagar, Kashmir and all-India searches',
    'Google Business Profile setup and weekly posts',
    'Local citations on Justdial, IndiaMART and trusted directories',
    'Review generation and reply templates',
    'On-page optimisation: titles, headings and internal links',
    'Structured data for local business, products and FAQs',
    'Core Web Vitals and page speed improvements',
    'Ethical link building from relevant Indian websites',
    'Google Search Console and Analytics 4 setup',
  ],
  claimsTitle: 'Local rankings our clients reach',
  claims: [
    { value: 'Top 3', label: 'Google Maps rankings for core local searches in Srinagar' },
    { value: '150%', label: 'average growth in organic traffic in the first year' },
    { value: '3x', label: 'more calls from Google Business Profile' },
    { value: 'Page 1', label: 'for priority local keywords within six months' },
  ],
  processTitle: 'How we improve your rankings',
  process: [
    {
      title: 'Audit',
      text: 'A technical, content and local audit of your site and profile against your competitors.',
    },
    {
      title: 'Strategy',
      text: 'Target keywords and pages, agreed with you and ranked by how much business they can bring.',
    },
    {
      title: 'Fix',
      text: 'Technical issues, metadata, structured data and speed, fixed in the first month.',
    },
    { title: 'Build authority', text: 'New content, citations, reviews and links, every month.' },
    { title: 'Report', text: 'Rankings, traffic, calls and enquiries in a plain-language monthly report.' },
  ],
  technologies: ['Google Analytics', 'WordPress', 'Next.js', 'Shopify', 'WooCommerce'],
  faqs: [
    {
      question: 'How long does SEO take to work?',
      answer:
        'Local rankings usually move within two to three months of fixing your Google Business Profile and website. Competitive all-India searches take six to twelve months. We show progress every month, so you are never guessing.',
    },
    {
      question: 'Do you guarantee a number one ranking?',
      answer:
        'No honest agency can, because Google decides. We commit to the work, the method and transparent reporting, and most of our local clients reach the top three map results within six months.',
    },
    {
      question: 'Do you work with tourism and hospitality businesses?',
      answer:
        'Yes. Hotels, houseboats, travel agents and handicraft sellers are a large part of our work. We target the searches visitors make before they travel, from the rest of India and abroad.',
    },
    {
      question: 'What does monthly SEO cost?',
      answer:
        'Local SEO retainers start at ₹12,000 per month. National campaigns are quoted after an audit. There are no long lock-in contracts.',
    },
  ],
  related: ['digital-marketing', 'web-designing', 'data-strategy'],
  cta: {
    title: 'Find out where you rank today',
    description:
      'Ask for a free local SEO check. We will show you where you stand against your competitors and what it would take to reach the top three.',
  },
};

export default seo;
