import {
  Bot,
  Boxes,
  Building2,
  ChartColumn,
  ChartLine,
  ClipboardList,
  CodeXml,
  Compass,
  Component,
  Database,
  Factory,
  FileSearch,
  FileText,
  Fingerprint,
  Gauge,
  GraduationCap,
  HeartPulse,
  Hotel,
  IndianRupee,
  Landmark,
  Languages,
  Layers,
  LayoutDashboard,
  LayoutTemplate,
  Lightbulb,
  Mail,
  Map as MapIcon,
  MapPin,
  Megaphone,
  MonitorSmartphone,
  MousePointerClick,
  Network,
  Newspaper,
  Palette,
  PenTool,
  Plug,
  Receipt,
  Rocket,
  Route,
  ScanText,
  Search,
  Share2,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Target,
  Truck,
  Users,
  Workflow,
  Wrench,
  Blocks,
  BrainCircuit,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

/**
 * Static marketing copy for /services and the twelve service pages (/services/:slug). One content-driven
 * template renders every page; the four the spec describes (web-designing, ux-ui-design, seo,
 * digital-marketing) carry its percent and ranking claims as static text.
 */

export const serviceSlugs = [
  'web-designing',
  'ux-ui-design',
  'seo',
  'digital-marketing',
  'wordpress-development',
  'software-solutions',
  'web-development',
  'cms-development',
  'data-strategy',
  'machine-learning',
  'business-mind',
  'financial-services',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface ServiceHighlight {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A marketing figure shown in the claims band: static text, e.g. "3x" / "more enquiries". */
export interface ServiceClaim {
  value: string;
  label: string;
}

export interface ServiceStep {
  title: string;
  text: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServicePageContent {
  slug: ServiceSlug;
  /** The page's <h1> and the name on cards and breadcrumbs. */
  title: string;
  /** Icon on cards that link to this page. */
  icon: LucideIcon;
  /** One or two sentences for service cards. */
  summary: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  /** schema.org serviceType. */
  serviceType: string;
  eyebrow: string;
  /** The hero's lead paragraph. */
  lede: string;
  /** The overview section's heading and paragraph. */
  headline: string;
  intro: string;
  highlights: readonly ServiceHighlight[];
  features: readonly string[];
  claimsTitle: string;
  claims: readonly ServiceClaim[];
  processTitle: string;
  process: readonly ServiceStep[];
  /** Names known to <TechLogo>. */
  technologies: readonly string[];
  faqs: readonly ServiceFaq[];
  related: readonly ServiceSlug[];
  cta: { title: string; description: string };
}

const servicePages: readonly ServicePageContent[] = [
  {
    slug: 'web-designing',
    title: 'Web Designing',
    icon: Palette,
    summary:
      'Custom, mobile-first websites that load fast, rank on Google and turn visitors into calls and enquiries.',
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
  },
  {
    slug: 'ux-ui-design',
    title: 'UX/UI Design',
    icon: PenTool,
    summary:
      'Research-led interface design for websites, web apps and mobile apps that people understand at first use.',
    metaTitle: 'UX/UI Design Services in Srinagar, Kashmir',
    metaDescription:
      'UX research, user journeys, prototypes and UI design for websites, web apps and mobile apps. A product design team in Srinagar working with clients across India.',
    keywords: [
      'UX design Srinagar',
      'UI design Kashmir',
      'app design India',
      'usability testing',
      'design system',
    ],
    serviceType: 'User experience and interface design',
    eyebrow: 'Product design',
    lede: 'Research-led user experience and interface design for websites, web apps and mobile apps, so people find what they need, finish what they started and come back.',
    headline: 'Design decisions backed by real users',
    intro:
      'Good interface design is not decoration. We talk to your users, map their journeys and test prototypes before a line of code is written, which costs far less than fixing a confusing product after launch. You get an interface that feels obvious to your customers and a design system your developers can build from quickly.',
    highlights: [
      {
        icon: Users,
        title: 'User research',
        text: 'Interviews, surveys and analytics reviews to learn how your customers think, what they need and where they get stuck.',
      },
      {
        icon: Route,
        title: 'Journey mapping',
        text: 'End-to-end flows for sign-up, checkout, booking or onboarding, with every point of friction found and fixed.',
      },
      {
        icon: MousePointerClick,
        title: 'Interactive prototypes',
        text: 'Clickable Figma prototypes, tested with real users before development starts.',
      },
      {
        icon: Component,
        title: 'Design systems',
        text: 'Reusable components, tokens and guidelines that keep your product consistent as it grows.',
      },
    ],
    features: [
      'Stakeholder workshops to agree product goals',
      'User interviews and moderated usability tests',
      'Expert UX audit of your existing product',
      'Information architecture and navigation design',
      'Low- and high-fidelity wireframes',
      'Pixel-accurate UI for web, Android and iOS',
      'Accessibility review to WCAG 2.1 AA',
      'Design tokens and developer handoff in Figma',
      'Microcopy and form design that prevents errors',
    ],
    claimsTitle: 'What better UX delivers',
    claims: [
      { value: '40%', label: 'fewer drop-offs in redesigned sign-up and checkout flows' },
      { value: '2x', label: 'faster task completion in usability tests after a redesign' },
      { value: '60%', label: 'fewer support calls asking how to do something' },
      { value: '98%', label: 'client satisfaction across our projects' },
    ],
    processTitle: 'Our design process',
    process: [
      { title: 'Research', text: 'Interviews, analytics and a review of your product and competitors.' },
      {
        title: 'Define',
        text: 'Personas, journeys and the problems worth solving first, agreed with your team.',
      },
      { title: 'Prototype', text: 'Wireframes, then a clickable high-fidelity prototype of the key flows.' },
      { title: 'Test', text: 'Usability sessions with five to eight real users, and a revised design.' },
      { title: 'Hand off', text: 'A documented design system and annotated screens ready for development.' },
    ],
    technologies: ['Figma', 'React', 'Tailwind CSS', 'Flutter', 'Google Analytics'],
    faqs: [
      {
        question: 'What is the difference between UX and UI design?',
        answer:
          'UX (user experience) is how a product works: its structure, flows and the decisions a user makes. UI (user interface) is how it looks and feels: layout, type, colour and components. We do both, in that order.',
      },
      {
        question: 'Can you improve an app that is already live?',
        answer:
          'Yes. We start with a UX audit and an analytics review, rank the problems by their impact, and redesign the screens that matter most first, so your developers can ship improvements in small steps.',
      },
      {
        question: 'Do you also build what you design?',
        answer:
          'Yes. Our developers build web apps in React and mobile apps in Flutter or React Native. If you have your own developers, we hand off clean, annotated Figma files.',
      },
      {
        question: 'How many users do you test with?',
        answer:
          'Five to eight users per round uncover most usability problems. We recruit people who match your customers and test in person in Srinagar or remotely anywhere in India.',
      },
    ],
    related: ['web-designing', 'web-development', 'software-solutions'],
    cta: {
      title: 'Make your product easy to use',
      description:
        'Share your product or idea with us. We will suggest where research and design can make the biggest difference.',
    },
  },
  {
    slug: 'seo',
    title: 'SEO Services',
    icon: Search,
    summary:
      'Local and national search engine optimisation that puts your business in front of people searching for it.',
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
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    icon: Megaphone,
    summary:
      'Google and Meta ads, social media and email campaigns, with every rupee tracked to enquiries and sales.',
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
  },
  {
    slug: 'wordpress-development',
    title: 'WordPress Development',
    icon: LayoutTemplate,
    summary:
      'Custom WordPress themes, WooCommerce stores and plugins: fast, secure and easy for your team to edit.',
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
  },
  {
    slug: 'software-solutions',
    title: 'Software Solutions',
    icon: Boxes,
    summary:
      'Custom ERP, CRM, portals and mobile apps built around how your organisation works, integrated with your tools.',
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
  },
  {
    slug: 'web-development',
    title: 'Web Development',
    icon: CodeXml,
    summary:
      'Fast, secure web applications, e-commerce platforms and APIs built with React, Next.js and Node.js.',
    metaTitle: 'Web Development Company in Srinagar, Kashmir',
    metaDescription:
      'Full-stack web development in Srinagar: web applications, e-commerce and APIs in React, Next.js, Node.js and Python, hosted in India and built to scale.',
    keywords: [
      'web development Srinagar',
      'web developer Kashmir',
      'React development India',
      'Next.js development',
      'e-commerce development Kashmir',
    ],
    serviceType: 'Web application development',
    eyebrow: 'Full-stack web development',
    lede: 'Fast, secure web applications, e-commerce platforms and APIs built with React, Next.js and Node.js, engineered to grow from your first customer to your millionth.',
    headline: 'Engineering that holds up in production',
    intro:
      'We build for the web with modern, well-supported tools and the habits of a serious engineering team: typed code, automated tests, code review and continuous deployment. From a booking engine for a Gulmarg resort to a B2B ordering portal for a Delhi distributor, our web applications are fast for users and easy for the next developer to maintain.',
    highlights: [
      {
        icon: CodeXml,
        title: 'Custom web applications',
        text: 'Dashboards, portals and SaaS products with secure sign-in, roles and live data.',
      },
      {
        icon: ShoppingBag,
        title: 'E-commerce',
        text: 'Custom storefronts and Shopify builds with Indian payments, shipping and GST built in.',
      },
      {
        icon: Network,
        title: 'APIs and integrations',
        text: 'REST and GraphQL APIs, and connections to payment gateways, maps, SMS and other services.',
      },
      {
        icon: Rocket,
        title: 'Performance at scale',
        text: 'Server rendering, caching and cloud infrastructure that keep pages fast under load.',
      },
    ],
    features: [
      'React and Next.js front ends with server-side rendering',
      'Node.js and Python back ends',
      'PostgreSQL, MongoDB and Firebase databases',
      'Progressive web apps that work offline',
      'Razorpay, Paytm and UPI payment integration',
      'Secure authentication, OTP sign-in and role-based access',
      'Automated testing and CI/CD pipelines',
      'Accessibility and Core Web Vitals built in',
      'Hosting, monitoring and backups on Google Cloud',
    ],
    claimsTitle: 'Our engineering standards',
    claims: [
      { value: '95+', label: 'Lighthouse performance score on production builds' },
      { value: '200 ms', label: 'target response time for our APIs' },
      { value: '99.9%', label: 'uptime target on the applications we host' },
      { value: '150+', label: 'projects delivered for clients across India' },
    ],
    processTitle: 'How we build for the web',
    process: [
      {
        title: 'Discover and scope',
        text: 'Users, features and integrations written up as a clear, prioritised scope.',
      },
      { title: 'Architect', text: 'Stack, data model and hosting chosen for your scale and budget.' },
      { title: 'Build in sprints', text: 'Working software every two weeks on a staging site you can try.' },
      { title: 'Test and launch', text: 'Automated tests, security checks and load testing before go-live.' },
      {
        title: 'Monitor and improve',
        text: 'Uptime and error monitoring, with improvements based on real use.',
      },
    ],
    technologies: [
      'React',
      'Next.js',
      'TypeScript',
      'Node.js',
      'Python',
      'PostgreSQL',
      'MongoDB',
      'Firebase',
      'Docker',
    ],
    faqs: [
      {
        question: 'Do I need a website or a web application?',
        answer:
          'A website mostly presents information; a web application lets people do things, such as book, order, log in or manage data. If users need accounts or your staff need to process requests, you need an application, and we will help you scope it.',
      },
      {
        question: 'Which technologies do you use?',
        answer:
          'Mostly React and Next.js with TypeScript on the front end, Node.js or Python on the back end and PostgreSQL or Firebase for data. We choose what suits your project and what your team can maintain.',
      },
      {
        question: 'Can you take over a project from another developer?',
        answer:
          'Yes. We start with a code and security review, fix critical issues, document the system and then continue development.',
      },
      {
        question: 'Do you provide hosting?',
        answer:
          'Yes, on Google Cloud or Firebase with your data stored in Indian regions, with monitoring and backups. We can also deploy to your own infrastructure.',
      },
    ],
    related: ['software-solutions', 'cms-development', 'ux-ui-design'],
    cta: {
      title: 'Let us build your web application',
      description:
        'Share your idea, a rough brief or an existing codebase. We will reply with questions, an approach and an estimate.',
    },
  },
  {
    slug: 'cms-development',
    title: 'CMS Development',
    icon: Newspaper,
    summary:
      'Content management systems that let your team publish pages, news and products without a developer.',
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
  },
  {
    slug: 'data-strategy',
    title: 'Data Strategy',
    icon: Database,
    summary:
      'Data audits, warehousing and dashboards that turn scattered spreadsheets into numbers you can trust.',
    metaTitle: 'Data Strategy, Warehousing and Dashboards',
    metaDescription:
      'Data strategy consulting from Srinagar: data audits, data warehouses, automated pipelines and management dashboards for businesses in Kashmir and across India.',
    keywords: [
      'data strategy consulting India',
      'data warehouse',
      'business dashboards',
      'data analytics Kashmir',
      'BI dashboards Srinagar',
    ],
    serviceType: 'Data strategy and analytics consulting',
    eyebrow: 'Data and analytics consulting',
    lede: 'Turn scattered spreadsheets and systems into numbers you can trust: data audits, warehousing and dashboards that help you decide faster.',
    headline: 'From spreadsheets to decisions',
    intro:
      'Most growing businesses already have the data they need, in Tally, billing software, Google Sheets and WhatsApp messages, but no single, trusted view of it. We audit what you have, design a simple warehouse, automate the pipelines and build dashboards your managers will actually open every morning.',
    highlights: [
      {
        icon: FileSearch,
        title: 'Data audit',
        text: 'An inventory of your data sources, quality issues and quick wins, with a prioritised roadmap.',
      },
      {
        icon: Database,
        title: 'Data warehousing',
        text: 'A central PostgreSQL or BigQuery warehouse, fed automatically from your systems.',
      },
      {
        icon: LayoutDashboard,
        title: 'Dashboards and reporting',
        text: 'Sales, inventory and finance dashboards that refresh every day and arrive by e-mail.',
      },
      {
        icon: ShieldCheck,
        title: 'Governance and privacy',
        text: 'Access controls, retention rules and compliance with India’s Digital Personal Data Protection Act.',
      },
    ],
    features: [
      'Stakeholder interviews and agreed KPI definitions',
      'Audit of source systems: Tally, ERP, CRM and spreadsheets',
      'Data quality checks and cleansing',
      'Automated data pipelines in Python',
      'Warehouse design on PostgreSQL or BigQuery',
      'Management dashboards and scheduled e-mail reports',
      'A single customer view across channels',
      'Data governance and DPDP Act compliance review',
      'Training for your analysts and managers',
    ],
    claimsTitle: 'What a data strategy changes',
    claims: [
      { value: '1', label: 'agreed definition and source for every KPI' },
      { value: '80%', label: 'less time spent compiling monthly reports' },
      { value: 'Daily', label: 'automatic refresh of every dashboard' },
      { value: '6 weeks', label: 'typical time from audit to the first live dashboard' },
    ],
    processTitle: 'From audit to dashboard',
    process: [
      { title: 'Audit', text: 'We map every source of data and how reliable it is.' },
      {
        title: 'Define KPIs',
        text: 'The numbers that run your business, defined once and agreed by everyone.',
      },
      {
        title: 'Build the warehouse',
        text: 'Pipelines that collect, clean and store your data automatically.',
      },
      { title: 'Dashboards', text: 'Views for owners, managers and teams, on the web and by e-mail.' },
      {
        title: 'Adopt and improve',
        text: 'Training and monthly reviews, so the numbers become part of how you decide.',
      },
    ],
    technologies: ['Python', 'Pandas', 'PostgreSQL', 'Google Cloud', 'Google Analytics', 'Docker'],
    faqs: [
      {
        question: 'We are a small business. Do we need a data strategy?',
        answer:
          'If you spend days each month assembling reports, or your managers disagree about the numbers, yes. A small business data strategy can be a few automated reports and one dashboard, and it often pays for itself in time saved within months.',
      },
      {
        question: 'Which dashboard tools do you use?',
        answer:
          'Looker Studio for most clients because it is free and familiar, custom web dashboards when you need something tailored, and Power BI when your organisation already uses it.',
      },
      {
        question: 'Can you connect to Tally?',
        answer:
          'Yes. We extract ledgers, vouchers and stock data from Tally on a schedule and combine it with sales, CRM and spreadsheet data in your warehouse.',
      },
      {
        question: 'Is our data safe with you?',
        answer:
          'Your data stays in your own cloud account in an Indian region. We work under a confidentiality agreement, with access limited to the people on your project and removed when it ends.',
      },
    ],
    related: ['machine-learning', 'business-mind', 'software-solutions'],
    cta: {
      title: 'Ready to trust your numbers?',
      description:
        'Book a data audit. In two weeks you will know what data you have, what it is worth and the quickest way to put it to work.',
    },
  },
  {
    slug: 'machine-learning',
    title: 'Machine Learning',
    icon: BrainCircuit,
    summary:
      'Forecasting, document AI and recommendation systems built on your data and deployed into your tools.',
    metaTitle: 'Machine Learning and AI Development Services',
    metaDescription:
      'Practical machine learning from Srinagar: demand forecasting, document AI for invoices and KYC, recommendation engines and assistants, built on your data and deployed in India.',
    keywords: [
      'machine learning company India',
      'AI development Kashmir',
      'demand forecasting',
      'document AI OCR',
      'recommendation engine',
    ],
    serviceType: 'Machine learning development',
    eyebrow: 'Applied AI and machine learning',
    lede: 'Practical machine learning that pays for itself: demand forecasting, document AI and recommendations, built on your data and delivered inside the tools your team already uses.',
    headline: 'AI that solves a business problem',
    intro:
      'We start with the decision you want to improve, such as how much stock to order, which application to approve or which product to show next, and only then choose a model. Every project begins with a short feasibility study on your own data, so you know the expected accuracy and return before you commit to a full build.',
    highlights: [
      {
        icon: ChartLine,
        title: 'Demand forecasting',
        text: 'Predict sales, footfall and stock needs by product and location, including seasonal tourist peaks.',
      },
      {
        icon: ScanText,
        title: 'Document AI',
        text: 'Read invoices, KYC documents and forms in English, Hindi and Urdu, with human review where it matters.',
      },
      {
        icon: Sparkles,
        title: 'Recommendations',
        text: 'Personalised product and content suggestions that increase basket size and engagement.',
      },
      {
        icon: Bot,
        title: 'Assistants',
        text: 'Assistants that answer customer and staff questions from your own documents, on your website or WhatsApp.',
      },
    ],
    features: [
      'A feasibility study with a measured baseline on your data',
      'Data preparation and labelling',
      'Time-series and gradient-boosting forecasting models',
      'OCR and document classification pipelines',
      'Recommendation engines for e-commerce and content',
      'Retrieval-augmented assistants over your documents',
      'Models deployed as APIs on Google Cloud',
      'Monitoring for accuracy drift, with scheduled retraining',
      'Explainability reports for regulated decisions',
    ],
    claimsTitle: 'Results machine learning can bring',
    claims: [
      { value: '30%', label: 'fewer stock-outs with demand forecasting' },
      { value: '90%', label: 'less manual data entry with document AI' },
      { value: '15%', label: 'higher average order value from recommendations' },
      { value: '4 weeks', label: 'for a feasibility study with a measured baseline' },
    ],
    processTitle: 'From idea to model in production',
    process: [
      {
        title: 'Frame the problem',
        text: 'The decision to improve, how success is measured and what it is worth.',
      },
      {
        title: 'Feasibility study',
        text: 'A baseline model on your historical data, with honest accuracy figures.',
      },
      { title: 'Build and validate', text: 'The production model, tested on data it has never seen.' },
      { title: 'Deploy', text: 'An API or integration into your ERP, app or website.' },
      {
        title: 'Monitor and retrain',
        text: 'Accuracy tracked over time and the model retrained as your data changes.',
      },
    ],
    technologies: ['Python', 'TensorFlow', 'PyTorch', 'scikit-learn', 'Pandas', 'Google Cloud'],
    faqs: [
      {
        question: 'How much data do we need?',
        answer:
          'For forecasting, ideally two years of sales history; for document AI, a few hundred labelled examples per document type. The feasibility study tells you whether what you have is enough.',
      },
      {
        question: 'Will our data be used to train public AI models?',
        answer:
          'No. Models are trained and hosted in your own cloud account in an Indian region, and your data is never shared with third parties or used for anything but your project.',
      },
      {
        question: 'What does a machine learning project cost?',
        answer:
          'A feasibility study starts at ₹75,000. A production system is quoted after the study, once we know the accuracy we can reach and the integrations required.',
      },
      {
        question: 'Can it work with our existing software?',
        answer:
          'Yes. Models are delivered as APIs that your ERP, app or website calls, or as scheduled jobs that write results back into the systems your team already uses.',
      },
    ],
    related: ['data-strategy', 'software-solutions', 'financial-services'],
    cta: {
      title: 'Find out what your data can predict',
      description:
        'Tell us the decision you want to improve. We will tell you honestly whether machine learning can help, and what a feasibility study would involve.',
    },
  },
  {
    slug: 'business-mind',
    title: 'Business Mind',
    icon: Lightbulb,
    summary:
      'Business strategy and digital transformation consulting: a clear growth plan and the roadmap to deliver it.',
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
  },
  {
    slug: 'financial-services',
    title: 'Financial Services',
    icon: Landmark,
    summary:
      'Secure software for banks, NBFCs, cooperative societies and fintech: lending, UPI, KYC and reporting.',
    metaTitle: 'Fintech and Banking Software Development',
    metaDescription:
      'Software for banks, NBFCs, cooperative societies and fintech startups: loan management, UPI and payment integrations, digital KYC and regulatory reporting, with data kept in India.',
    keywords: [
      'fintech software development India',
      'loan management software',
      'cooperative society software',
      'UPI integration',
      'digital KYC',
    ],
    serviceType: 'Financial software development',
    eyebrow: 'Fintech and banking software',
    lede: 'Secure software for banks, NBFCs, cooperative societies and fintech startups: loan management, UPI and payment integrations, digital KYC and regulatory reporting.',
    headline: 'Banking-grade software, built in Kashmir',
    intro:
      'Financial institutions need software that is secure, auditable and compliant, and still easy for customers and staff to use. We build loan origination and management systems, member portals for cooperative societies, payment integrations and reporting tools, designed with RBI requirements and the realities of lending in Jammu and Kashmir in mind.',
    highlights: [
      {
        icon: Landmark,
        title: 'Loan management',
        text: 'Origination, credit appraisal, disbursal, EMI schedules, collections and NPA tracking in one system.',
      },
      {
        icon: IndianRupee,
        title: 'UPI and payments',
        text: 'UPI, e-NACH mandates, payment gateways and bill payment integrations with automatic reconciliation.',
      },
      {
        icon: Fingerprint,
        title: 'Digital KYC',
        text: 'Aadhaar e-KYC, PAN and bank account verification and video KYC, through licensed providers.',
      },
      {
        icon: Receipt,
        title: 'Regulatory reporting',
        text: 'Automated MIS, credit bureau submissions and audit-ready reports.',
      },
    ],
    features: [
      'Member and customer portals for cooperative societies',
      'Core banking integration through secure APIs',
      'Account Aggregator integration for consented financial data',
      'Maker-checker workflows and complete audit trails',
      'Role-based access, with encryption at rest and in transit',
      'EMI reminders by SMS and WhatsApp',
      'Credit scoring models and bureau integration',
      'Data stored in India, in line with RBI data localisation rules',
      'Security testing before every release',
    ],
    claimsTitle: 'Built for regulated finance',
    claims: [
      { value: '100%', label: 'of customer data stored in Indian data centres' },
      { value: '60%', label: 'faster loan processing after appraisal is digitised' },
      { value: 'Zero', label: 'manual reconciliation of UPI collections' },
      { value: '24x7', label: 'monitoring of production systems' },
    ],
    processTitle: 'How we deliver financial software',
    process: [
      {
        title: 'Compliance and discovery',
        text: 'Products, regulations and audit needs mapped with your compliance team.',
      },
      {
        title: 'Security by design',
        text: 'Architecture, access model and data flows reviewed before development.',
      },
      {
        title: 'Build and integrate',
        text: 'Sprints with integrations to core banking, bureaus, KYC and payment partners.',
      },
      {
        title: 'Security testing and UAT',
        text: 'Vulnerability testing and user acceptance testing with your staff.',
      },
      {
        title: 'Go-live and support',
        text: 'A phased roll-out, staff training and an SLA-backed support contract.',
      },
    ],
    technologies: [
      'React',
      'TypeScript',
      'Node.js',
      'Python',
      'PostgreSQL',
      'Kotlin',
      'Flutter',
      'Docker',
      'Google Cloud',
    ],
    faqs: [
      {
        question: 'Do you work with cooperative banks and credit societies?',
        answer:
          'Yes. We build member management, deposits, loans and reporting for cooperative societies, and digital channels that sit alongside an existing core banking system.',
      },
      {
        question: 'How do you handle security and compliance?',
        answer:
          'Data stays in India, access is role-based with maker-checker approval, every action is logged, and each release is security tested. We prepare the documentation your auditors and IT committee will ask for.',
      },
      {
        question: 'Can you integrate with our core banking system?',
        answer:
          'In most cases, through the APIs or file exchanges your core banking vendor provides. We assess the options during discovery, before any commitment.',
      },
      {
        question: 'Do you build for fintech startups?',
        answer:
          'Yes. We build minimum viable products that work with licensed partners such as banks, NBFCs and KYC providers, with the architecture to scale once you have traction.',
      },
    ],
    related: ['software-solutions', 'data-strategy', 'machine-learning'],
    cta: {
      title: 'Modernise your financial services',
      description:
        'Tell us about your institution and the process you want to digitise. We will reply with an approach that respects your compliance requirements.',
    },
  },
];

const pagesBySlug = new Map<string, ServicePageContent>(servicePages.map((page) => [page.slug, page]));

/** The content of /services/:slug, or undefined for an unknown slug (the 404 page). */
export function getServicePage(slug: string): ServicePageContent | undefined {
  return pagesBySlug.get(slug);
}

/** Every service page, in slug order. */
export function getAllServicePages(): readonly ServicePageContent[] {
  return servicePages;
}

export interface ServiceSummary {
  slug: ServiceSlug;
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
}

function toSummary(slug: ServiceSlug): ServiceSummary {
  const page = pagesBySlug.get(slug);
  if (!page) throw new Error(`No service page for "${slug}"`);
  return { slug, title: page.title, description: page.summary, icon: page.icon, href: paths.service(slug) };
}

/** The six services listed on /services (spec section 2), in the spec's order. */
export const services: readonly ServiceSummary[] = (
  [
    'web-designing',
    'digital-marketing',
    'wordpress-development',
    'software-solutions',
    'web-development',
    'cms-development',
  ] as const
).map(toSummary);

/** The other service pages, listed on /services as specialist expertise. */
export const specialistServices: readonly ServiceSummary[] = (
  ['ux-ui-design', 'seo', 'data-strategy', 'machine-learning', 'business-mind', 'financial-services'] as const
).map(toSummary);

/** Cards for the related services of a page. */
export function getRelatedServices(page: ServicePageContent): readonly ServiceSummary[] {
  return page.related.map(toSummary);
}

export interface ProcessStep {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The six-step process on /services (spec section 2). */
export const processSteps: readonly ProcessStep[] = [
  {
    id: 'research-planning',
    title: 'Research & Planning',
    description:
      'We learn your business, customers and competitors, then agree goals, scope, timeline and a fixed quote before any work begins.',
    icon: ClipboardList,
  },
  {
    id: 'design-development',
    title: 'Design & Development',
    description:
      'Wireframes and visual designs for your approval, then clean, tested code built in short cycles that you can review as we go.',
    icon: PenTool,
  },
  {
    id: 'testing-qa',
    title: 'Testing & Quality Assurance',
    description:
      'Every build is tested on real phones and browsers for speed, accessibility and security, and for the details that break under real use.',
    icon: ShieldCheck,
  },
  {
    id: 'deployment-launch',
    title: 'Deployment & Launch',
    description:
      'We handle domains, hosting, SSL and analytics, launch with redirects and monitoring in place, and train your team.',
    icon: Rocket,
  },
  {
    id: 'maintenance-support',
    title: 'Maintenance & Support',
    description:
      'Updates, backups, security patches and quick fixes, with a named contact in Srinagar who knows your project.',
    icon: Wrench,
  },
  {
    id: 'analytics-optimization',
    title: 'Analytics & Optimization',
    description:
      'We track what visitors do, report it in plain language and keep improving conversions, rankings and speed.',
    icon: ChartLine,
  },
];

export interface Industry {
  id: string;
  name: string;
  description: string;
  icon: LucideIcon;
}

/** The eight industries on /services (spec section 2). */
export const industries: readonly Industry[] = [
  {
    id: 'retail-ecommerce',
    name: 'Retail & E-commerce',
    description:
      'Online stores and marketing for Kashmiri handicrafts, saffron, dry fruits and apparel, selling across India.',
    icon: ShoppingBag,
  },
  {
    id: 'finance-banking',
    name: 'Finance & Banking',
    description:
      'Loan management, member portals, UPI and KYC integrations for banks, NBFCs and cooperative societies.',
    icon: Landmark,
  },
  {
    id: 'education',
    name: 'Education',
    description:
      'Websites, admissions, fee collection and learning portals for schools, colleges and coaching institutes.',
    icon: GraduationCap,
  },
  {
    id: 'healthcare',
    name: 'Healthcare',
    description: 'Clinic and hospital websites, appointment booking, patient records and teleconsultation.',
    icon: HeartPulse,
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    description: 'Property listings, lead capture and CRM for builders, brokers and developers.',
    icon: Building2,
  },
  {
    id: 'hospitality-tourism',
    name: 'Hospitality & Tourism',
    description:
      'Booking engines, SEO and campaigns for hotels, houseboats, tour operators and travel agents.',
    icon: Hotel,
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    description:
      'ERP, inventory and production dashboards for manufacturers and exporters, from cricket bats to apple processing.',
    icon: Factory,
  },
  {
    id: 'logistics-transportation',
    name: 'Logistics & Transportation',
    description:
      'Dispatch, fleet tracking and proof-of-delivery apps for transporters, couriers and cold-chain operators.',
    icon: Truck,
  },
];
