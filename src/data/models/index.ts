/**
 * models/: the values of each entity that any page may run, free of zod: constants (statuses, limits),
 * defaults (BLOG_POST_DEFAULTS …), the reader that turns a stored document into the entity, and small
 * helpers. Types and validation live in ../schemas/<entity>.ts (the entity type is its schema's z.infer).
 */
export * from './read';
export * from './blog-post';
export * from './project';
export * from './inquiry';
export * from './site-settings';
export * from './staff';
export * from './subscriber';
export * from './history';
export * from './audit-log';
