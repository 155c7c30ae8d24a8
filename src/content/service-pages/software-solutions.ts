import { Boxes, MonitorSmartphone, Users, Workflow } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/software-solutions: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const softwareSolutions: ServicePageDetails = {
  metaTitle: 'Custom Software Development in Srinagar',
  metaDescription:
    'Custom business software from Srinagar: ERP and inventory, CRM, customer portals and mobile apps, integrated with Tally, payments and SMS. You own the code.',
  keywords: [
    'software company Srinagar',
    'custom software development Kashmir',
    'ERP development India',
    'CRM development',
    'mobile app development Kashmir',
  ],
  serviceType: 'Custom software development',
  eyebrow: 'Custom software development',
  lede: 'Custom business software, from ERP and CRM to customer portals and mobile apps, built around how your organisation actually works and connected to the tools you already use.',
  headline: 'Software that fits your business, not the other way round',
  intro:
    'Off-the-shelf software forces you into someone else’s process. We build systems for the way you work: inventory and billing for a handicraft exporter, admissions and fees for a school, dispatch for a transport company. We start small, deliver in two-week sprints, and you own the code.',
  highlights: [
    {
      icon: Boxes,
      title: 'ERP and inventory',
      text: 'Stock, purchasing, billing and GST reports across shops and warehouses in one system.',
    },
    {
      icon: Users,
      title: 'CRM and sales tools',
      text: 'Leads, follow-ups and customer history in one place, with WhatsApp and email built in.',
    },
    {
      icon: MonitorSmartphone,
      title: 'Web and mobile apps',
      text: 'Customer portals, staff apps and booking systems for Android, iOS and the web.',
    },
    {
      icon: Workflow,
      title: 'Automation and integrations',
      text: 'Tally, payment gateways, SMS and government APIs connected, so nobody types the same data twice.',
    },
  ],
  features: [
    'Requirements workshops and process mapping',
    'A fixed-scope first release in eight to twelve weeks',
    'Role-based access and audit trails',
    'Offline-capable apps for areas with patchy connectivity',
    'Integrations with Tally, Zoho, Razorpay and SMS gateways',
    'Cloud hosting on Google Cloud or Firebase in Indian regions',
    'Automated tests and continuous deployment',
    'Full source code and documentation handed over',
    'Annual maintenance contracts',
  ],
  claimsTitle: 'What we commit to',
  claims: [
    { value: '2 weeks', label: 'per sprint, each ending with a working demo' },
    { value: '100%', label: 'source code ownership for our clients' },
    { value: '99.9%', label: 'uptime target on production systems' },
    { value: '8+ years', label: 'building software for businesses in Kashmir' },
  ],
  processTitle: 'How we deliver software',
  process: [
    { title: 'Discovery', text: 'Workshops with your team to map processes, users and the first release.' },
    {
      title: 'Architecture and design',
      text: 'Data model, integrations and screen designs, reviewed with you.',
    },
    {
      title: 'Build in sprints',
      text: 'Two-week sprints with a demo at the end of each, so you see progress early.',
    },
    {
      title: 'Test and deploy',
      text: 'Automated and user acceptance testing, then a staged roll-out with training.',
    },
    {
      title: 'Support and evolve',
      text: 'Fixes, updates and new features under an annual maintenance contract.',
    },
  ],
  technologies: [
    'React',
    'TypeScript',
    'Node.js',
    'Python',
    'Django',
    'PostgreSQL',
    'Flutter',
    'Google Cloud',
    'Docker',
  ],
  faqs: [
    {
      question: 'How much does custom software cost?',
      answer:
        'Focused tools start at around ₹1,50,000. Larger ERP or multi-app platforms are quoted after a paid discovery phase that produces a detailed scope and a fixed price for each phase.',
    },
    {
      question: 'Who owns the code?',
      answer: 'You do. The source code, documentation and cloud accounts are in your name from day one.',
    },
    {
      question: 'Will it work with Tally and our existing systems?',
      answer:
        'Usually, yes. We have integrated Tally, Zoho Books, Razorpay, SMS gateways and bank statement imports, and we assess any other system during discovery.',
    },
    {
      question: 'What happens after launch?',
      answer:
        'Our annual maintenance contract covers bug fixes, security updates, hosting management and a monthly pool of hours for improvements.',
    },
  ],
  related: ['web-development', 'data-strategy', 'financial-services'],
  cta: {
    title: 'Have a process that needs software?',
    description:
      'Walk us through how your team works today. We will sketch what a first release could look like, what it would cost and how long it would take.',
  },
};

export default softwareSolutions;
