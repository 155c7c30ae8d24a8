/**
 * Client testimonials (spec section 3: name, position, content, rating 1-5 on home; an image on about).
 * Avatars are drawn as initials on a gradient, so every person has an image without stock photos.
 */

export const MAX_RATING = 5;

export interface Testimonial {
  id: string;
  name: string;
  position: string;
  company: string;
  content: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Gradient stops for the generated avatar. */
  avatar: { from: string; to: string };
}

/** The three shown on the home page with their star ratings. */
export const homeTestimonials: readonly Testimonial[] = [
  {
    id: 'gulzar-mattoo',
    name: 'Gulzar Ahmad Mattoo',
    position: 'Owner',
    company: 'Shikara Stays Houseboats',
    content:
      'Almost half of our guests now book directly on our own website instead of through the portals. The site is quick even on a weak signal out on the lake, and the team answered every call during our first busy season.',
    rating: 5,
    avatar: { from: '#14a896', to: '#1f2449' },
  },
  {
    id: 'rukhsana-bashir',
    name: 'Rukhsana Bashir',
    position: 'Founder',
    company: 'Kesar Pampore Saffron Co.',
    content:
      'They understood that selling saffron online is about trust. The batch lookup with lab certificates changed how customers in Mumbai and Bengaluru see us, and our repeat orders show it.',
    rating: 5,
    avatar: { from: '#fd7a37', to: '#8f2a10' },
  },
  {
    id: 'sameer-kaul',
    name: 'Dr. Sameer Kaul',
    position: 'Medical Director',
    company: 'Shifa Multispeciality Hospital, Srinagar',
    content:
      'Patients book and reschedule appointments from their phones and our reception queues are much shorter. The rollout needed a couple of extra weeks for staff training, and the team stayed with us until everyone was comfortable.',
    rating: 4,
    avatar: { from: '#4f5899', to: '#141833' },
  },
];

/** The three customer quotes on the about page, each with an avatar image. */
export const aboutQuotes: readonly Testimonial[] = [
  {
    id: 'mehraj-din-lone',
    name: 'Mehraj-ud-Din Lone',
    position: 'Chairman',
    company: 'Sopore Fruit Growers Cooperative',
    content:
      'Our growers can now see the temperature of every cold store from their phones, and we lose far fewer apples between harvest and market. Chinar Digital explained every step in words our members understood.',
    rating: 5,
    avatar: { from: '#0d877a', to: '#2f3566' },
  },
  {
    id: 'nighat-shafi',
    name: 'Nighat Shafi',
    position: 'Coordinator',
    company: 'Kaarigar Artisans Collective',
    content:
      'Papier-mache and pashmina artisans who had never sold online now ship to customers across India. The marketplace is simple enough for our members to list products themselves.',
    rating: 5,
    avatar: { from: '#f25a12', to: '#742511' },
  },
  {
    id: 'arvind-raina',
    name: 'Arvind Raina',
    position: 'Principal',
    company: 'Valley Public School, Baramulla',
    content:
      'Parents get attendance, homework and fee reminders in one portal, and our teachers spend less time on paperwork. It was delivered on time and on budget, which we had not experienced before.',
    rating: 5,
    avatar: { from: '#7079b3', to: '#0b0d1f' },
  },
];

/** "GM" for "Gulzar Ahmad Mattoo": the first letters of the first and last name words (titles skipped). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, '')
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !/^(ud|ul|un)$/i.test(word));
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}
