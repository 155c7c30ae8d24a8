import { Compass, Map as MapIcon, Rocket, Workflow } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/business-mind: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const businessMind: ServicePageDetails = {
  metaTitle: 'Business Mind: Strategy and Digital Consulting',
  metaDescription:
    'Business Mind is our consulting practice: growth strategy, process redesign and digital transformation roadmaps for family businesses, startups and institutions in Kashmir and India.',
  keywords: [
    'business consulting Srinagar',
    'digital transformation consulting India',
    'business strategy Kashmir',
    'startup consulting Kashmir',
    'MSME consulting',
  ],
  serviceType: 'Business strategy and digital transformation consulting',
  eyebrow: 'Strategy and digital transformation',
  lede: 'Business strategy and digital transformation consulting for family businesses, startups and institutions: a clear plan for growth, and the technology roadmap to deliver it.',
  headline: 'A clear plan before the first line of code',
  intro:
    'Technology spending only pays off when it serves a strategy. Business Mind is our consulting practice: we spend time inside your business, understand your market, your numbers and your people, and give you a practical roadmap of what to digitise, what to buy and what to build, in what order and at what cost. Then, if you want, we help you deliver it.',
  highlights: [
    {
      icon: Compass,
      title: 'Growth strategy',
      text: 'Market and competitor analysis, positioning and a twelve-month plan with measurable targets.',
    },
    {
      icon: Workflow,
      title: 'Process redesign',
      text: 'We map how work really flows, remove bottlenecks and decide what is worth automating.',
    },
    {
      icon: MapIcon,
      title: 'Technology roadmap',
      text: 'Build-or-buy advice, vendor selection and a phased budget for your digital systems.',
    },
    {
      icon: Rocket,
      title: 'Go-to-market for new ventures',
      text: 'Business model, pricing and a launch plan for startups and new product lines, including selling beyond Kashmir.',
    },
  ],
  features: [
    'Leadership workshops and stakeholder interviews',
    'Market sizing and competitor benchmarking',
    'Business model and pricing review',
    'Process mapping and automation opportunities',
    'Digital maturity assessment',
    'Software vendor evaluation and selection',
    'A phased transformation roadmap with budgets',
    'KPIs and a monthly review rhythm',
    'Guidance on Startup India, MSME and J&K entrepreneurship schemes',
  ],
  claimsTitle: 'What an engagement delivers',
  claims: [
    { value: '12 months', label: 'of roadmap, with quarterly milestones' },
    { value: '20%', label: 'typical operating cost saved through process automation' },
    { value: '4–6 weeks', label: 'from the first workshop to a board-ready plan' },
    { value: '50+', label: 'businesses advised across Kashmir and India' },
  ],
  processTitle: 'How an engagement runs',
  process: [
    { title: 'Understand', text: 'Interviews, site visits and a review of your numbers and systems.' },
    { title: 'Diagnose', text: 'Where value is lost today and where the growth opportunities are.' },
    { title: 'Plan', text: 'A prioritised roadmap with costs, owners and measurable targets.' },
    { title: 'Deliver', text: 'We help you execute, with our team or with vendors we help you choose.' },
    { title: 'Review', text: 'Monthly reviews against the targets, adjusting the plan as you learn.' },
  ],
  technologies: ['Google Cloud', 'Google Analytics', 'Firebase', 'Shopify', 'WordPress'],
  faqs: [
    {
      question: 'Who is Business Mind for?',
      answer:
        'Owners of growing family businesses, founders preparing to scale or raise funds, and institutions planning a move to digital systems. If you know something must change but not where to start, it is for you.',
    },
    {
      question: 'Do we have to use your team to build what you recommend?',
      answer:
        'No. Our advice is independent. Many clients implement with us, but the roadmap is written so that any competent vendor, or your own team, can deliver it.',
    },
    {
      question: 'How is consulting priced?',
      answer:
        'Each engagement has a fixed fee agreed up front. A four-week strategy sprint starts at ₹60,000; ongoing advisory retainers are available after it.',
    },
    {
      question: 'Can you help with government schemes and funding?',
      answer:
        'We can identify the central and Jammu and Kashmir schemes that fit your business, prepare the business plan and projections they ask for, and introduce you to the right offices.',
    },
  ],
  related: ['data-strategy', 'software-solutions', 'digital-marketing'],
  cta: {
    title: 'Talk through your plans with us',
    description:
      'A first conversation costs nothing. Tell us where your business is heading and we will suggest how to get there.',
  },
};

export default businessMind;
