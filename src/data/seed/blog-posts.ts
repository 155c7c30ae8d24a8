/**
 * Seed documents for the `blog_posts` collection, keyed by document id, stored shape (no `id` inside).
 * Four are Published (id '1' is the newest), id '5' is a Draft. Each slug is slugify(title); its
 * `slugs/{slug}` record is in seedSlugs below. Post '4' was renamed once: its earlier address is in its
 * formerSlugs (with its record), so the build's redirects have one to write.
 */
export const seedBlogPosts: Record<string, Record<string, unknown>> = {
  '1': {
    title: 'Why a fast website wins more customers than a pretty one',
    slug: 'why-a-fast-website-wins-more-customers-than-a-pretty-one',
    formerSlugs: [],
    excerpt:
      'Most visitors to a small business website arrive on a phone, often on a patchy mobile connection. Here is how we make sites load in under two seconds, and why it pays for itself.',
    content: `<p>When a shopkeeper in Lal Chowk or a guest-house owner in Pahalgam asks us for a new website, the first conversation is usually about colours, photos and logos. Those matter. But the single change that most often moves the numbers for a small business is far less glamorous: <strong>making the site fast</strong>.</p>
<h2>Speed is the first impression</h2>
<p>Across the sites we look after, more than three quarters of visits come from phones, and a large share of those are on 4G that drops to a crawl in a market, on a highway or up in the hills. Every extra second of loading time loses people who were ready to call you, book a room or place an order. They do not wait; they tap back and try the next result.</p>
<p>Search engines notice too. Google measures real visitors' experience through its Core Web Vitals, and a slow, jumpy page is a weaker candidate for the top of the results than a quick, stable one.</p>
<h2>Where the time actually goes</h2>
<p>When we audit a slow small-business website, the same few culprits appear again and again:</p>
<ul>
<li><strong>Oversized photos.</strong> A 6 MB picture straight from a camera, shown at the width of a phone screen.</li>
<li><strong>Too many plugins and scripts.</strong> Chat widgets, sliders, trackers and font libraries that each add their own weight.</li>
<li><strong>Cheap, distant hosting.</strong> A shared server on another continent, with no caching in front of it.</li>
<li><strong>Page builders that ship everything.</strong> Every page loads the code for every feature the theme supports.</li>
</ul>
<h2>Our checklist for a two-second site</h2>
<p>None of the fixes are exotic. What matters is doing all of them and measuring the result:</p>
<ul>
<li>Serve images in modern formats (WebP or AVIF) at the size they are shown, and lazy-load everything below the fold.</li>
<li>Put the site behind a content delivery network with an edge close to India, so the first byte arrives quickly in Srinagar as well as in Mumbai.</li>
<li>Remove every script that does not earn its place, and load the rest after the page is usable.</li>
<li>Self-host one or two font weights instead of pulling whole families from a third party.</li>
<li>Reserve space for images and embeds so the layout does not jump while the page loads.</li>
</ul>
<blockquote>After we rebuilt a houseboat owner's booking site, the home page went from 7.8 seconds to 1.6 seconds on a mid-range phone. Enquiries through the site rose by 41% over the next season, with the same photos and the same prices.</blockquote>
<h2>Measure what visitors feel</h2>
<p>A fast score on a developer's laptop with office broadband proves very little. We test on an inexpensive Android phone with network throttling switched on, and we watch the field data from real visitors over the following weeks. If the numbers drift, for example after someone uploads a huge banner, we catch it early.</p>
<h2>Small budget, big return</h2>
<p>Performance work rarely needs a full redesign. A focused audit and a week of fixes are often enough to turn a slow site into a quick one, and the gain in enquiries usually covers the cost within months.</p>
<p>Not sure how your own site measures up? <a href="/contact">Get in touch</a> and we will run a free speed check on a real phone and send you the three changes that would help most.</p>`,
    image: '/images/blog/web-performance-small-business.svg',
    status: 'Published',
    category: 'Web Development',
    author: 'Aamir Bhat',
    date: '2026-10-14',
    views: 184,
    tags: ['performance', 'small business', 'core web vitals'],
    createdAt: new Date('2026-10-14T09:30:00.000Z'),
    publishAt: new Date('2026-10-14T09:30:00.000Z'),
    updatedAt: new Date('2026-10-16T11:05:00.000Z'),
  },
  '2': {
    title: 'Local SEO for Kashmir tourism businesses: a practical checklist',
    slug: 'local-seo-for-kashmir-tourism-businesses-a-practical-checklist',
    formerSlugs: [],
    excerpt:
      'Travellers plan their Kashmir trips on Google Maps and search. This checklist helps houseboats, hotels and tour operators show up when it matters, without paying for every click.',
    content: `<p>Ask a family from Delhi or Bengaluru how they chose their houseboat on Dal Lake or their hotel in Gulmarg, and the answer is almost always the same: they searched on their phone, looked at the map, read the reviews and picked one of the first three results. That small box of three listings on Google Maps is the most valuable shop window a tourism business in Kashmir has.</p>
<h2>Start with your Google Business Profile</h2>
<p>Your Business Profile is what appears on the map and in the panel beside search results. It is free, and for most local businesses it brings more visits than the website itself.</p>
<ul>
<li>Use your real business name, exactly as it appears on your signboard. Do not stuff it with keywords.</li>
<li>Choose the most precise primary category (for example <strong>Houseboat accommodation</strong> rather than just Hotel) and add a few secondary ones.</li>
<li>Place the map pin accurately. On the lake or in a lane of the old city, a pin in the wrong spot sends guests the wrong way.</li>
<li>Add opening hours, seasonal hours and a phone number that someone actually answers.</li>
<li>Upload fresh photos every month: rooms, views, food, your team. Listings with recent photos get noticeably more calls.</li>
</ul>
<h2>Reviews are a ranking factor and a sales pitch</h2>
<p>Ask every happy guest for a review, ideally before they check out, with a short link or a QR code at reception. Reply to every review, including the unhappy ones, calmly and in specific terms. Future guests read your replies as closely as the reviews themselves.</p>
<blockquote>One client, a family-run guest house near Nigeen Lake, went from 23 to 180 reviews in a single season simply by printing a QR code on the breakfast menu. Calls from Maps more than doubled.</blockquote>
<h2>Make your website agree with your listing</h2>
<p>Search engines compare what your profile says with what your website and other directories say. Keep your name, address and phone number identical everywhere, and give each important service or location its own page:</p>
<ul>
<li>A page for each property or boat, with its own photos, prices and a map.</li>
<li>Pages answering the questions travellers really search, such as the best time to visit Gulmarg or how to reach Pahalgam from Srinagar airport.</li>
<li>Structured data (schema.org markup) for your business, rooms and reviews, so search engines understand the page.</li>
</ul>
<h2>Think in two languages and two seasons</h2>
<p>Domestic travellers search in English and Hindi, and Kashmir tourism is strongly seasonal. Plan content ahead of each peak: snow and skiing in December, tulips in March and April, the cool summer escape from May, the chinar colours of autumn. A post published three weeks before the season has time to rank.</p>
<h2>Track calls, not just clicks</h2>
<p>Your profile's insights show calls, direction requests and website visits. Check them monthly and compare season with season. If requests for directions rise but bookings do not, the problem may be your prices or your photos, not your visibility.</p>
<p>Local SEO is steady work rather than a one-time trick, but it compounds. If you would like a second pair of eyes on your listing, <a href="/contact">ask us for a local SEO review</a>.</p>`,
    image: '/images/blog/local-seo-kashmir-tourism.svg',
    status: 'Published',
    category: 'SEO',
    author: 'Sana Mir',
    date: '2026-09-22',
    views: 862,
    tags: ['seo', 'tourism', 'google business profile', 'small business'],
    createdAt: new Date('2026-09-22T08:15:00.000Z'),
    publishAt: new Date('2026-09-22T08:15:00.000Z'),
    updatedAt: new Date('2026-09-24T06:40:00.000Z'),
  },
  '3': {
    title: 'WordPress or a custom CMS? How we help clients decide',
    slug: 'wordpress-or-a-custom-cms-how-we-help-clients-decide',
    formerSlugs: [],
    excerpt:
      'WordPress runs a huge share of the web, but it is not always the right tool. Here are the questions we ask before recommending WordPress, a headless CMS or a custom build.',
    content: `<p>"Should we use WordPress?" is one of the first questions new clients ask, and our honest answer is: it depends on what the site needs to do in three years, not only on launch day. We build with WordPress, with headless content systems and with fully custom code, and each has a place.</p>
<h2>When WordPress is the sensible choice</h2>
<p>WordPress is mature, well documented and familiar to thousands of developers and editors across India. For many businesses it is exactly right:</p>
<ul>
<li><strong>Content-led sites</strong> such as news, blogs, schools and NGOs, where editors publish often.</li>
<li><strong>Tight budgets and timelines</strong>, where a well-chosen theme and a handful of trusted plugins cover the brief.</li>
<li><strong>Teams that will maintain the site themselves</strong> or hand it to a local developer later.</li>
</ul>
<p>The trade-off is discipline. Every plugin is code you did not write and must keep updated. An unmaintained WordPress site is one of the most common ways small businesses get hacked.</p>
<h2>When a headless CMS fits better</h2>
<p>A headless CMS keeps the editing screens but separates them from the website's front end. Editors still get a friendly dashboard, while developers build the site with modern tools such as React and Next.js.</p>
<ul>
<li>Content needs to appear in several places: the website, a mobile app and a kiosk screen.</li>
<li>Performance and security matter a great deal, because the public site can be served as static pages.</li>
<li>The design is bespoke and would fight against a theme system.</li>
</ul>
<h2>When custom software is worth it</h2>
<p>Sometimes the "website" is really an application: a booking engine with live availability, a dealer portal, a school system with marks and fees. Forcing that into a CMS with dozens of plugins produces something fragile. A custom build with a proper database costs more at the start but is cheaper to change safely later.</p>
<blockquote>The right question is not "which platform is best?" but "what will we need to change most often, and who will change it?"</blockquote>
<h2>The questions we ask every client</h2>
<ul>
<li>Who will update the content, how often, and how comfortable are they with technology?</li>
<li>Does the site need logins, payments, bookings or integrations with other systems?</li>
<li>What traffic do you expect at peak, for example during the tourist season or admissions week?</li>
<li>Who will handle updates, backups and security after launch?</li>
<li>What is the total budget over three years, not just for the build?</li>
</ul>
<h2>A recent example</h2>
<p>For a school in Baramulla we chose a custom portal for admissions, notices and results, because parents log in and the data is sensitive, while the school's public news pages stay easy for staff to edit. For a bakery in Rajbagh we recommended a lean WordPress site with a simple order form. Both were the right call for their situation.</p>
<p>If you are weighing up the options for your own project, <a href="/contact">talk to us</a>. We will give you a plain recommendation, including when the cheaper option is the better one.</p>`,
    image: '/images/blog/wordpress-vs-custom-cms.svg',
    status: 'Published',
    category: 'Web Development',
    author: 'Aamir Bhat',
    date: '2026-08-18',
    views: 547,
    tags: ['wordpress', 'cms', 'small business'],
    createdAt: new Date('2026-08-18T10:00:00.000Z'),
    publishAt: new Date('2026-08-18T10:00:00.000Z'),
    updatedAt: new Date('2026-08-19T07:20:00.000Z'),
  },
  '4': {
    title: 'Practical machine learning for small companies: start with your spreadsheet',
    slug: 'practical-machine-learning-for-small-companies-start-with-your-spreadsheet',
    formerSlugs: ['machine-learning-for-small-companies'],
    excerpt:
      'You do not need a data science team to benefit from machine learning. The most useful first projects start with data you already have and a question you already ask every week.',
    content: `<p>Machine learning has a reputation for being expensive and mysterious, something for banks and big e-commerce platforms. In our experience, the most valuable machine learning projects for small and mid-sized companies in Kashmir and across India are modest, specific and built on data that is already sitting in a spreadsheet or a billing system.</p>
<h2>Start with a decision, not with a model</h2>
<p>Before anyone talks about algorithms, we ask one question: <strong>which decision do you make every week that would be better with a good forecast?</strong> Typical answers from our clients:</p>
<ul>
<li>How many boxes of apples should go into cold storage now, and how many should be sold straight away?</li>
<li>How much stock of each product should we reorder before the tourist season?</li>
<li>Which customers are likely to stop ordering, so we can call them first?</li>
<li>Which enquiries are most likely to turn into bookings?</li>
</ul>
<p>If the answer to the question would not change what you do, the project is not worth doing yet.</p>
<h2>Your data is probably good enough to begin</h2>
<p>Most companies we meet have two or three years of sales, orders or sensor readings in Excel, Tally or a simple database. It is rarely perfectly clean, and that is fine. A first pass of cleaning usually takes a week or two: fixing dates, merging duplicate customers, filling obvious gaps.</p>
<blockquote>For a fruit growers' cooperative in Sopore, three seasons of cold-storage logs and mandi prices were enough to forecast the best selling windows within a few days, which meant far fewer apples sold in a glut.</blockquote>
<h2>Simple models first</h2>
<p>The first model should be boring. A well-tuned gradient boosting model or even a linear regression on sensible features often captures most of the value. Simple models are fast to train, easy to explain to the people who use them, and cheap to run. We only reach for deep learning when the problem genuinely needs it, for example reading images or free text.</p>
<h2>Put the prediction where people work</h2>
<p>A forecast that lives in a notebook on a data scientist's laptop helps nobody. We deliver predictions where the team already looks:</p>
<ul>
<li>A column added to the weekly stock report.</li>
<li>A morning WhatsApp or e-mail summary for the owner.</li>
<li>A small dashboard next to the tools staff already use.</li>
</ul>
<h2>Measure, then improve</h2>
<p>Agree up front how success will be measured, such as fewer stock-outs, less wastage or more bookings per enquiry, and compare against how decisions were made before. After a season of real use, you will know whether to invest further or stop.</p>
<h2>Where to begin</h2>
<p>A good first project takes four to eight weeks and a budget a small company can justify. If you have a question you keep answering with guesswork, <a href="/contact">send it to us</a>. We will tell you honestly whether your data can answer it.</p>`,
    image: '/images/blog/practical-ml-small-companies.svg',
    status: 'Published',
    category: 'Machine Learning',
    author: 'Irfan Lone',
    date: '2026-07-09',
    views: 391,
    tags: ['machine learning', 'data', 'small business'],
    createdAt: new Date('2026-07-09T07:45:00.000Z'),
    publishAt: new Date('2026-07-09T07:45:00.000Z'),
    updatedAt: new Date('2026-07-10T12:30:00.000Z'),
  },
  '5': {
    title: 'Designing for the phone first: UX lessons from Indian users',
    slug: 'designing-for-the-phone-first-ux-lessons-from-indian-users',
    formerSlugs: [],
    excerpt:
      'For most of our clients\u2019 customers, the phone is the only screen. These are the mobile UX patterns that have made the biggest difference in our projects across India.',
    content: `<p>When we review analytics with new clients, the same pattern appears almost every time: between 75% and 90% of their visitors are on a phone, and a large share of those phones are affordable Android devices with small screens and limited memory. Designing the desktop version first and squeezing it down afterwards no longer makes sense.</p>
<h2>Design for one thumb</h2>
<p>Most people hold their phone in one hand and tap with a thumb, often while travelling, shopping or looking after children. That shapes the layout:</p>
<ul>
<li>Put the main action, such as <strong>Book now</strong>, <strong>Call</strong> or <strong>Add to cart</strong>, within easy reach at the bottom of the screen.</li>
<li>Make tap targets at least 44 by 44 pixels, with space between them.</li>
<li>Avoid tiny links buried in paragraphs for anything important.</li>
</ul>
<h2>Respect the data plan and the device</h2>
<p>Many visitors watch their mobile data closely, and older phones struggle with heavy pages. Every large video, animation library and carousel has a cost. We set a weight budget for each page and stick to it, and we test on an inexpensive handset rather than the latest flagship.</p>
<h2>Fewer fields, smarter inputs</h2>
<p>Long forms are where mobile users give up. For booking and enquiry forms we:</p>
<ul>
<li>Ask only for what is needed now, usually a name and a phone number.</li>
<li>Use the right keyboard for each field, for example the numeric keypad for phone numbers and PIN codes.</li>
<li>Offer a one-tap WhatsApp or call option beside the form, because many customers prefer to talk.</li>
<li>Support one-time passwords and UPI instead of long passwords and card details.</li>
</ul>
<blockquote>When a hospital appointment app we built moved from a seven-field form to choosing a doctor, a time slot and confirming with an OTP, completed bookings rose by a third in the first month.</blockquote>
<h2>Language and trust</h2>
<p>Clear, simple English works for most audiences, but key screens in Hindi or Urdu can make a real difference for first-time internet users. Trust signals matter just as much: real photos, a visible phone number and address, and honest prices without surprises at checkout.</p>
<h2>Test with real people</h2>
<p>Nothing replaces watching five real customers try to complete a task on their own phones. It takes an afternoon, costs very little, and always reveals something the team had missed.</p>
<p>We are collecting more examples from recent projects for this article. In the meantime, if your site struggles on mobile, <a href="/contact">let us take a look</a>.</p>`,
    image: '/images/blog/mobile-first-ux-india.svg',
    status: 'Draft',
    category: 'Web Development',
    author: 'Mehvish Qadri',
    date: '2026-06-02',
    views: 0,
    tags: ['ux', 'mobile', 'performance'],
    createdAt: new Date('2026-06-02T09:00:00.000Z'),
    publishAt: new Date('2026-06-02T09:00:00.000Z'),
    updatedAt: new Date('2026-10-30T13:10:00.000Z'),
  },
};

/**
 * The `slugs` collection: one `{ postId }` per post's slug and former slug, as createPost and a rename
 * write them, so that a new post cannot take a seed post's address (firestore.rules and the repository
 * check this collection).
 */
export const seedSlugs: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(seedBlogPosts).flatMap(([postId, post]) =>
    [post.slug, ...(post.formerSlugs as string[])].map((slug) => [String(slug), { postId }]),
  ),
);
