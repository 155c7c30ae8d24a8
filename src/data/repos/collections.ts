/** Firestore collection names that more than one repository writes (firestore.rules match the same). */
export const BLOG_POSTS = 'blog_posts';
export const CONTACT_INQUIRIES = 'contact_inquiries';
export const SUBSCRIBERS = 'subscribers';
