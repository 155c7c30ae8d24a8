import { LayoutTemplate, Plug, ShieldCheck, ShoppingCart } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/wordpress-development: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const wordpressDevelopment: ServicePageDetails = {
  metaTitle: 'WordPress Development in Srinagar, Kashmir',
  metaDescription:
    'Custom WordPress themes, WooCommerce stores with UPI payments, plugin development, speed optimisation and care plans from a WordPress team in Srinagar.',
  keywords: [
    'WordPress developer Srinagar',
    'WordPress development Kashmir',
    'WooCommerce India',
    'WordPress speed optimisation',
    'WordPress maintenance',
  ],
  serviceType: 'WordPress development',
  eyebrow: 'WordPress specialists',
  lede: 'Custom WordPress themes, WooCommerce stores and plugins that are fast, secure and easy for your team to update, without the weight of page builders.',
  headline: 'WordPress, done properly',
  intro:
    'WordPress powers a large share of the web because it is easy to edit. But a site stuffed with plugins on a heavy theme is slow and a security risk. We build lean custom themes on the block editor, add only the plugins you need and run them on a hardened, backed-up setup, so your site stays fast and safe for years.',
  highlights: [
    {
      icon: LayoutTemplate,
      title: 'Custom themes',
      text: 'Block themes designed for your brand, with editable sections your team can rearrange without touching code.',
    },
    {
      icon: ShoppingCart,
      title: 'WooCommerce stores',
      text: 'Online shops with UPI, card and net banking payments, GST invoices and shipping integrations for India.',
    },
    {
      icon: Plug,
      title: 'Plugins and integrations',
      text: 'Custom plugins and connections to your CRM, ERP, booking system or WhatsApp.',
    },
    {
      icon: ShieldCheck,
      title: 'Security and care',
      text: 'Hardening, daily backups, updates and uptime monitoring on a monthly care plan.',
    },
  ],
  features: [
    'Custom Gutenberg blocks and patterns',
    'Migration from Wix, Blogger or an old WordPress site without losing rankings',
    'WooCommerce with Razorpay or PayU: UPI, cards and net banking',
    'Multilingual sites in English, Hindi and Urdu',
    'Speed optimisation: caching, image compression and a CDN',
    'Core Web Vitals tuned to pass on mobile',
    'Malware clean-up and security hardening',
    'Headless WordPress with a React or Next.js front end',
    'Staff training and an editing guide',
  ],
  claimsTitle: 'Our WordPress standards',
  claims: [
    { value: '90+', label: 'mobile PageSpeed score on our custom themes' },
    { value: '99.9%', label: 'uptime on our managed hosting' },
    { value: 'Daily', label: 'off-site backups on every care plan' },
    { value: '24 h', label: 'maximum response time to a security issue' },
  ],
  processTitle: 'How we build with WordPress',
  process: [
    {
      title: 'Plan',
      text: 'Content types, pages, plugins and integrations agreed in a short specification.',
    },
    { title: 'Design', text: 'Page designs in Figma that become reusable blocks in the editor.' },
    { title: 'Develop', text: 'A custom theme and plugins, built and reviewed on a staging site.' },
    { title: 'Migrate and test', text: 'Content moved, redirects in place, speed and security checked.' },
    { title: 'Launch and care', text: 'Go-live, training and an optional monthly care plan.' },
  ],
  technologies: ['WordPress', 'WooCommerce', 'PHP', 'React', 'Next.js', 'Tailwind CSS'],
  faqs: [
    {
      question: 'Why WordPress instead of Wix or Squarespace?',
      answer:
        'You own a WordPress site outright, can host it anywhere and can extend it with almost anything. Hosted builders are quick to start but harder to grow out of, and you cannot take your site with you.',
    },
    {
      question: 'Can you fix my slow or hacked WordPress site?',
      answer:
        'Yes. We remove malware, retire unused plugins, update everything safely on a staging copy and tune caching and images. Most sites load twice as fast afterwards.',
    },
    {
      question: 'Do you offer WordPress maintenance?',
      answer:
        'Our care plans start at ₹2,500 per month and cover updates, daily backups, uptime monitoring, security scans and small content changes.',
    },
    {
      question: 'Can WooCommerce handle GST and Indian payments?',
      answer:
        'Yes. We set up GST-compliant invoices and state-wise tax rules, and payment gateways such as Razorpay and PayU with UPI, cards and net banking.',
    },
  ],
  related: ['web-designing', 'cms-development', 'seo'],
  cta: {
    title: 'Need a WordPress site that performs?',
    description:
      'Whether it is a new build, a WooCommerce store or a rescue job, tell us what you have and we will suggest the quickest route to a fast, secure site.',
  },
};

export default wordpressDevelopment;
