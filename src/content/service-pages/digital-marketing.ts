import { ChartLine, Mail, Share2, Target } from 'lucide-react';
import type { ServicePageDetails } from '../service-types';

/** /services/digital-marketing: the page's own copy, loaded only by that page (its card is in ../services.ts). */
const digitalMarketing: ServicePageDetails = {
  metaTitle: 'Digital Marketing Agency in Srinagar, Kashmir',
  metaDescription:
    'Google Ads, Instagram and Facebook ads, social media management and email campaigns for businesses in Kashmir and across India, with results tracked to enquiries and sales.',
  keywords: [
    'digital marketing Srinagar',
    'digital marketing agency Kashmir',
    'Google Ads Kashmir',
    'social media marketing Srinagar',
    'Instagram marketing India',
  ],
  serviceType: 'Digital marketing',
  eyebrow: 'Digital marketing agency in Kashmir',
  lede: 'Google Ads, Meta ads, social media and email campaigns that reach the right people in Kashmir and across India, with every rupee tracked to calls, enquiries and sales.',
  headline: 'Marketing measured in enquiries, not likes',
  intro:
    'We plan campaigns around the numbers that matter to your business: cost per lead, bookings and revenue. Whether you are a Srinagar retailer reaching local shoppers, a tour operator filling the season from Delhi and Mumbai, or a Kashmiri brand selling nationwide, we build the funnel, run the ads, create the content and report what worked.',
  highlights: [
    {
      icon: Target,
      title: 'Performance advertising',
      text: 'Google Search, Performance Max and Meta campaigns built around your cost per lead, with bids and budgets managed daily.',
    },
    {
      icon: Share2,
      title: 'Social media management',
      text: 'A monthly content calendar, designed posts and Reels, replies to your community and paid boosts on Instagram and Facebook.',
    },
    {
      icon: Mail,
      title: 'Email and WhatsApp campaigns',
      text: 'Newsletters and broadcasts that bring past customers back, sent to opt-in lists that you own.',
    },
    {
      icon: ChartLine,
      title: 'Conversion tracking',
      text: 'Analytics 4, the Meta pixel and call tracking set up properly, so every enquiry is traced to the campaign that earned it.',
    },
  ],
  features: [
    'Marketing audit and competitor research',
    'Seasonal campaign planning for tourist season, festivals and sales',
    'Google Search, Display, YouTube and Performance Max campaigns',
    'Instagram and Facebook ads with creative testing',
    'Landing pages designed to convert ad traffic',
    'Social media content: posts, carousels and short videos',
    'Collaborations with creators from Kashmir',
    'WhatsApp Business catalogues and broadcasts',
    'A monthly report with spend, leads, cost per lead and next steps',
  ],
  claimsTitle: 'What our campaigns deliver',
  claims: [
    { value: '3x', label: 'more enquiries within six months for local businesses' },
    { value: '45%', label: 'lower cost per lead after the first optimisation cycle' },
    { value: '5x', label: 'average return on ad spend for our e-commerce clients' },
    { value: 'Top 3', label: 'local search positions when ads and SEO work together' },
  ],
  processTitle: 'How we run your campaigns',
  process: [
    {
      title: 'Audit and goals',
      text: 'We review your channels and numbers and agree targets for leads and sales.',
    },
    {
      title: 'Strategy',
      text: 'Channels, audiences, budget split and a content calendar for the quarter.',
    },
    {
      title: 'Create and set up',
      text: 'Ad creatives, landing pages and tracking, ready before any money is spent.',
    },
    {
      title: 'Launch and optimise',
      text: 'Campaigns go live and we adjust bids, audiences and creatives every week.',
    },
    { title: 'Report and scale', text: 'A monthly report, and more budget only where it is paying off.' },
  ],
  technologies: ['Google Ads', 'Meta Ads', 'Google Analytics', 'WordPress', 'Shopify', 'Figma'],
  faqs: [
    {
      question: 'What budget do I need for ads?',
      answer:
        'Local campaigns in Srinagar can start from ₹15,000 a month in ad spend; national campaigns need more. Our management fee is fixed and separate, so we are never rewarded for spending your money faster.',
    },
    {
      question: 'Which platforms should my business use?',
      answer:
        'It depends on how your customers buy. Search ads reach people who are already looking; Instagram and Facebook build demand. Most Kashmir businesses we work with get their best results from Google Search together with Instagram.',
    },
    {
      question: 'How soon will I see results?',
      answer:
        'Paid campaigns bring enquiries in the first two weeks. We then spend four to eight weeks optimising to lower the cost per lead. Organic social media and SEO build over months.',
    },
    {
      question: 'Do you create the content as well?',
      answer:
        'Yes. Our designers and copywriters produce ad creatives, posts, Reels and landing pages, and we can shoot photos and video on location in Srinagar.',
    },
  ],
  related: ['seo', 'web-designing', 'data-strategy'],
  cta: {
    title: 'Let us grow your enquiries',
    description:
      'Tell us what you sell and who buys it. We will come back with a campaign plan, a suggested budget and the results you can expect.',
  },
};

export default digitalMarketing;
