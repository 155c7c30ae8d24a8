/** Firestore collection names that more than one repository writes (firestore.rules match the same). */
export const BLOG_POSTS = 'blog_posts';
export const CONTACT_INQUIRIES = 'contact_inquiries';
export const SUBSCRIBERS = 'subscribers';
/** The audit log (models/audit-log.ts) and the heads through which the rules find a write's entry. */
export const AUDIT_LOG = 'audit_log';
export const AUDIT_HEADS = 'audit_heads';
/** Deleted posts and projects an admin can restore (models/history.ts). */
export const TRASH = 'trash';
