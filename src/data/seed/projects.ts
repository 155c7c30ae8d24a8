/**
 * Seed documents for the `projects` collection, keyed by document id, stored shape (no `id` inside).
 * Ids '1'..'6' are the public showcase (status Completed, newest first by createdAt);
 * ids '7'..'9' are work in progress that only staff see in the admin.
 */

function gallery(slug: string): string[] {
  return [1, 2, 3, 4].map((n) => `/images/projects/${slug}-${n}.svg`);
}

const houseboatImages = gallery('shikara-stays');
const saffronImages = gallery('kesar-pampore');
const shifaImages = gallery('shifa-care');
const orchardImages = gallery('sopore-cold-chain');
const kaarigarImages = gallery('kaarigar-bazaar');
const schoolImages = gallery('valley-public-school');

export const seedProjects: Record<string, Record<string, unknown>> = {
  '1': {
    title: 'Shikara Stays: Dal Lake Houseboat Booking',
    client: 'Shikara Stays Houseboats',
    category: 'Web Design',
    status: 'Completed',
    date: '2026-09-15',
    image: houseboatImages[0],
    images: houseboatImages,
    description:
      'A fast, photo-led booking website for a family-run group of seven houseboats on Dal and Nigeen lakes, with live availability and direct bookings.',
    longDescription:
      'Shikara Stays has hosted guests on Dal Lake for three generations, but most of its bookings came through travel portals that took a large commission. The family wanted a website that shows each boat as beautifully as the lake itself, works well on patchy mobile connections, and lets guests check availability and book directly. We designed and built a mobile-first site with a room-by-room gallery for each boat, a live availability calendar connected to the owners\u2019 existing booking sheet, and a simple enquiry and payment flow in English and Hindi.',
    challenges:
      '<p>The owners managed availability for seven boats in a shared spreadsheet, and guests mostly arrived on mobile data from outside Kashmir.</p><ul><li>High-resolution photos made the old site take almost eight seconds to load on 4G.</li><li>Double bookings happened when portal and phone bookings overlapped.</li><li>Guests could not see which boats were free without calling.</li></ul>',
    solutions:
      '<p>We built a lightweight React site served from a CDN edge in India, with an availability service that syncs with the owners\u2019 sheet every few minutes.</p><ul><li>Responsive, modern-format images sized for each screen, lazy-loaded below the fold.</li><li>A single availability calendar for all boats, shared by the website and the front desk.</li><li>Direct booking with a deposit through Razorpay and instant WhatsApp confirmation.</li></ul>',
    results:
      '<p>In the first full season after launch:</p><ul><li>Home page load time fell from 7.8 s to 1.6 s on a mid-range phone.</li><li>Direct bookings grew to 46% of all bookings, up from 12%.</li><li>Enquiries through the website rose by 41% year on year.</li><li>No double bookings since the shared calendar went live.</li></ul>',
    duration: '4 months',
    website: 'https://www.shikarastays.in',
    liveSiteUrl: 'https://www.shikarastays.in',
    features: [
      'Live availability calendar for seven houseboats',
      'Direct booking with online deposit',
      'Room-by-room photo galleries',
      'English and Hindi content',
      'WhatsApp booking confirmations',
    ],
    technologies: ['React', 'TypeScript', 'Tailwind CSS', 'Firebase', 'Razorpay'],
    createdAt: new Date('2026-09-28T10:00:00.000Z'),
    updatedAt: new Date('2026-10-02T08:30:00.000Z'),
  },
  '2': {
    title: 'Kesar Pampore: Saffron Online Store',
    client: 'Kesar Pampore Saffron Co.',
    category: 'E-commerce',
    status: 'Completed',
    date: '2026-08-01',
    image: saffronImages[0],
    images: saffronImages,
    description:
      'A direct-to-consumer store for GI-tagged Kashmiri saffron from Pampore, with lab certificates for every batch and shipping across India.',
    longDescription:
      'Kesar Pampore grows and packs saffron on family fields in Pampore, the heart of Kashmir\u2019s saffron country. Counterfeit saffron is a serious problem for buyers, so the brand\u2019s store had to earn trust as well as sell. We built a Shopify store with a custom theme that tells the story from crocus field to jar, shows the lab test certificate and GI tag for every batch, and makes gifting and repeat orders easy.',
    challenges:
      '<p>Customers outside Kashmir had been burned by fake or adulterated saffron and were wary of buying online.</p><ul><li>No way to prove the origin and grade of each batch.</li><li>A slow, generic theme with a confusing checkout on mobile.</li><li>Heavy seasonal demand around Eid, Diwali and weddings.</li></ul>',
    solutions:
      '<p>We designed a custom Shopify theme around provenance and trust.</p><ul><li>A batch lookup: scan the QR code on a jar to see its harvest date, grade and lab certificate.</li><li>Gift boxes, subscriptions and corporate gifting orders with bulk pricing.</li><li>A streamlined mobile checkout with UPI, cards and cash on delivery.</li><li>Automated stock alerts before each festive season.</li></ul>',
    results:
      '<p>Six months after launch:</p><ul><li>Online revenue up 3.2 times compared with the previous year.</li><li>Mobile conversion rate improved from 0.9% to 2.7%.</li><li>28% of customers have ordered more than once.</li><li>Corporate gifting orders from 40 companies across India.</li></ul>',
    duration: '3 months',
    website: 'https://www.kesarpampore.in',
    liveSiteUrl: 'https://www.kesarpampore.in',
    features: [
      'Batch provenance lookup by QR code',
      'Gift boxes and subscriptions',
      'UPI, card and cash on delivery checkout',
      'Corporate gifting with bulk pricing',
    ],
    technologies: ['Shopify', 'JavaScript', 'Tailwind CSS', 'Razorpay', 'Google Analytics'],
    createdAt: new Date('2026-08-12T09:00:00.000Z'),
    updatedAt: new Date('2026-08-20T14:15:00.000Z'),
  },
  '3': {
    title: 'Shifa Care: Hospital Appointments App',
    client: 'Shifa Multispeciality Hospital, Srinagar',
    category: 'Mobile App',
    status: 'Completed',
    date: '2026-06-20',
    image: shifaImages[0],
    images: shifaImages,
    description:
      'An Android and iOS app that lets patients book OPD appointments, skip the queue and receive lab reports on their phones.',
    longDescription:
      'Shifa Multispeciality Hospital sees more than 1,200 outpatients a day, and queues at the registration counter often began before dawn. The hospital asked us for an app that patients of every age could use. We designed and built a Flutter app for Android and iOS, backed by Firebase and connected to the hospital\u2019s existing records system, with simple screens in English and Urdu, OTP sign-in and token numbers that update in real time.',
    challenges:
      '<p>Many patients are elderly or using a phone app for the first time, and the hospital\u2019s records system had no modern API.</p><ul><li>Long queues at registration and crowded waiting halls.</li><li>Lab reports collected on paper, sometimes days later.</li><li>Doctors\u2019 schedules changed often and were hard to communicate.</li></ul>',
    solutions:
      '<p>We focused on a very small number of large, clear steps.</p><ul><li>Book in three taps: department, doctor, time slot, then confirm with an OTP.</li><li>A live token screen so patients arrive just before their turn.</li><li>Lab reports delivered in the app as PDF with a push notification.</li><li>An integration service that syncs schedules and reports with the hospital\u2019s records system.</li></ul>',
    results:
      '<p>Within four months of launch:</p><ul><li>52,000 downloads and 4.6 stars on Google Play.</li><li>38% of OPD appointments now booked through the app.</li><li>Average waiting time at registration down from 70 to 15 minutes.</li><li>Paper report collections reduced by more than half.</li></ul>',
    duration: '5 months',
    website: 'https://www.shifacare.in',
    liveSiteUrl: 'https://www.shifacare.in',
    features: [
      'OPD booking in three taps with OTP sign-in',
      'Live token and queue status',
      'Lab reports in the app',
      'English and Urdu interface',
      'Appointment reminders by push notification',
    ],
    technologies: ['Flutter', 'Dart', 'Firebase', 'Node.js', 'PostgreSQL'],
    createdAt: new Date('2026-06-30T11:30:00.000Z'),
    updatedAt: new Date('2026-07-08T09:45:00.000Z'),
  },
  '4': {
    title: 'Sopore Orchard Cold-Chain Monitor',
    client: 'Sopore Fruit Growers Cooperative',
    category: 'IoT',
    status: 'Completed',
    date: '2026-05-02',
    image: orchardImages[0],
    images: orchardImages,
    description:
      'Wireless sensors and a live dashboard that watch temperature and humidity across four controlled-atmosphere apple stores in Sopore.',
    longDescription:
      'The Sopore Fruit Growers Cooperative stores thousands of tonnes of apples every winter in controlled-atmosphere cold stores. A few hours of wrong temperature or humidity can spoil a chamber worth lakhs of rupees, and the stores were checked by hand twice a day. We designed a network of battery-powered sensors, a gateway in each store that works through power cuts and weak connectivity, and a dashboard with alerts by SMS and WhatsApp.',
    challenges:
      '<p>The cold stores sit in areas with frequent power cuts and unreliable mobile data.</p><ul><li>Manual readings twice a day missed problems at night.</li><li>Sensors had to survive near-freezing, humid chambers for a full season on one battery.</li><li>Managers needed alerts on basic phones, not only smartphones.</li></ul>',
    solutions:
      '<p>We built for unreliable conditions first.</p><ul><li>Low-power sensors reporting every five minutes over a local radio link to a Raspberry Pi gateway with battery backup.</li><li>Readings buffered on the gateway and sent over MQTT when the connection returns.</li><li>A web dashboard with per-chamber history and thresholds set by the store manager.</li><li>Alerts by SMS and WhatsApp, escalating to a second person if not acknowledged.</li></ul>',
    results:
      '<p>Over the first storage season:</p><ul><li>96 sensors across 4 stores and 32 chambers, with 99.7% of readings delivered.</li><li>Three compressor failures caught at night, each within 15 minutes.</li><li>Estimated spoilage losses reduced by about 60%.</li><li>Sensor batteries lasted the full seven-month season.</li></ul>',
    duration: '6 months',
    website: 'https://www.soporegrowers.coop',
    liveSiteUrl: 'https://www.soporegrowers.coop',
    features: [
      'Temperature and humidity sensors in every chamber',
      'Offline-tolerant gateways with battery backup',
      'Live dashboard with per-chamber history',
      'SMS and WhatsApp alerts with escalation',
    ],
    technologies: ['Raspberry Pi', 'MQTT', 'Python', 'InfluxDB', 'Grafana', 'Node.js'],
    createdAt: new Date('2026-05-15T08:00:00.000Z'),
    updatedAt: new Date('2026-05-21T10:20:00.000Z'),
  },
  '5': {
    title: 'Kaarigar Bazaar: Handicraft Marketplace',
    client: 'Kaarigar Artisans Collective',
    category: 'E-commerce',
    status: 'Completed',
    date: '2026-03-10',
    image: kaarigarImages[0],
    images: kaarigarImages,
    description:
      'A multi-vendor marketplace where more than 120 Kashmiri artisans sell walnut wood carving, papier-m\u00e2ch\u00e9, pashmina and copperware directly to buyers.',
    longDescription:
      'The Kaarigar Artisans Collective brings together craftspeople from Srinagar\u2019s old city and nearby villages, many of whom had always sold through middlemen. We built a multi-vendor marketplace where each artisan has a shop page with their story and products, the collective handles quality checks and shipping, and buyers in India and abroad can commission custom pieces. Artisans manage orders from a simple mobile-friendly seller panel.',
    challenges:
      '<p>Most artisans had never sold online and many work without a computer.</p><ul><li>Handmade pieces are unique, so stock and photos change constantly.</li><li>Heavy, fragile items such as walnut furniture need special shipping.</li><li>Buyers wanted proof of authenticity and fair payment to makers.</li></ul>',
    solutions:
      '<p>We kept the seller side as simple as sending a WhatsApp message.</p><ul><li>A mobile seller panel: take three photos, set a price, and the listing goes to review.</li><li>Shipping rates calculated by weight and fragility, with insured freight for furniture.</li><li>Maker profiles and a craft certificate with every order.</li><li>Split payments so artisans are paid directly after delivery.</li></ul>',
    results:
      '<p>In the first year:</p><ul><li>124 artisans onboarded, 2,300 products listed.</li><li>Orders from 19 countries, with 35% of revenue from outside India.</li><li>Artisans receive on average 70% of the sale price, up from about 30% through middlemen.</li></ul>',
    duration: '5 months',
    website: 'https://www.kaarigarbazaar.com',
    liveSiteUrl: 'https://www.kaarigarbazaar.com',
    features: [
      'Multi-vendor shops with artisan profiles',
      'Mobile seller panel with photo upload',
      'Custom commission requests',
      'Weight- and fragility-based shipping',
      'Split payments to artisans',
    ],
    technologies: ['Next.js', 'TypeScript', 'PostgreSQL', 'Stripe', 'Razorpay', 'Tailwind CSS'],
    createdAt: new Date('2026-03-20T12:00:00.000Z'),
    updatedAt: new Date('2026-04-02T09:10:00.000Z'),
  },
  '6': {
    title: 'Valley Public School Portal',
    client: 'Valley Public School, Baramulla',
    category: 'Web Design',
    status: 'Completed',
    date: '2026-01-28',
    image: schoolImages[0],
    images: schoolImages,
    description:
      'A new website and parent portal for a school of 1,800 students: admissions online, notices, timetables, fees and results in one place.',
    longDescription:
      'Valley Public School relied on printed circulars, a notice board and phone calls to keep parents informed, and admissions meant queuing at the school office. We redesigned the public website and built a secure parent portal where families apply for admission, pay fees, see timetables and homework, and download report cards. Staff publish notices in English and Urdu from a simple editor, and the whole site works well on low-cost phones.',
    challenges:
      '<p>The school needed to move online without leaving behind families with limited internet access.</p><ul><li>Admissions week brought long queues and lost paper forms.</li><li>Circulars often did not reach parents in time.</li><li>Student data had to be private and access carefully controlled.</li></ul>',
    solutions:
      '<p>We designed a public site and a parent portal that share one content system.</p><ul><li>Online admission forms with document upload and status tracking.</li><li>Notices and homework pushed to parents by SMS and in the portal.</li><li>Role-based access for parents, teachers and office staff.</li><li>Online fee payment with receipts and reminders.</li></ul>',
    results:
      '<p>In the first academic session:</p><ul><li>91% of admission applications submitted online.</li><li>1,650 parent accounts active in the first three months.</li><li>Fee collection time cut from three weeks to five days.</li><li>Printed circulars reduced by 80%.</li></ul>',
    duration: '4 months',
    website: 'https://www.valleypublicschool.edu.in',
    liveSiteUrl: 'https://www.valleypublicschool.edu.in',
    features: [
      'Online admissions with document upload',
      'Parent portal with timetables, homework and results',
      'Notices in English and Urdu',
      'Online fee payment and receipts',
    ],
    technologies: ['React', 'Node.js', 'PostgreSQL', 'TypeScript', 'Tailwind CSS'],
    createdAt: new Date('2026-02-10T07:30:00.000Z'),
    updatedAt: new Date('2026-02-18T11:00:00.000Z'),
  },
  '7': {
    title: 'Gulmarg Ski Rentals App',
    client: 'Apharwat Adventures, Gulmarg',
    category: 'Mobile App',
    status: 'In Progress',
    date: '2026-10-05',
    image: '/images/projects/gulmarg-ski-rentals.svg',
    description:
      'A booking app for ski and snowboard rentals, instructors and gondola time slots for visitors to Gulmarg.',
    features: [
      'Equipment rental by size and day',
      'Instructor booking',
      'Gondola slot reminders',
      'Offline tickets',
    ],
    technologies: ['Flutter', 'Firebase', 'Node.js', 'Razorpay'],
    liveSiteUrl: '',
    createdAt: new Date('2026-10-05T09:00:00.000Z'),
    updatedAt: new Date('2026-11-12T10:30:00.000Z'),
  },
  '8': {
    title: 'Lal Chowk Smart Parking Pilot',
    client: 'Lal Chowk Traders Federation',
    category: 'IoT',
    status: 'Planning',
    date: '2026-11-02',
    image: '/images/projects/srinagar-smart-parking.svg',
    description:
      'A pilot of bay sensors and a live map that show free parking spaces around Lal Chowk and Residency Road.',
    features: ['Bay occupancy sensors', 'Live parking map', 'Digital payments', 'Usage reports for traders'],
    technologies: ['Arduino', 'MQTT', 'Node.js', 'React', 'Google Maps'],
    liveSiteUrl: '',
    createdAt: new Date('2026-11-02T08:00:00.000Z'),
    updatedAt: new Date('2026-11-02T08:00:00.000Z'),
  },
  '9': {
    title: 'Harud Apparel Online Store',
    client: 'Harud Apparel',
    category: 'E-commerce',
    status: 'In Progress',
    date: '2026-10-20',
    image: '/images/projects/harud-apparel-store.svg',
    description:
      'A Shopify store for a young Srinagar label making pherans and winter wear, with size guides and pre-orders for the autumn collection.',
    features: ['Lookbook and collections', 'Size guide', 'Pre-orders', 'Instagram shopping'],
    technologies: ['Shopify', 'JavaScript', 'Tailwind CSS', 'Razorpay'],
    liveSiteUrl: '',
    createdAt: new Date('2026-10-20T10:15:00.000Z'),
    updatedAt: new Date('2026-11-15T16:40:00.000Z'),
  },
};
