/**
 * schemas/: per entity, the zod schema of the stored shape (its z.infer is THE entity type; import it with
 * `import type`, which costs no bytes) and the form-input schemas beside it. Runtime values that public
 * pages need without zod (constants, defaults, readers) live in ../models/<entity>.ts.
 *
 * The stored-shape schemas are factories (`blogPostSchema()`): the app reads through the zod-free readers and
 * only the readers' drift test (../entities.test.ts) builds them. As module-level constants the bundler would
 * keep them (zod calls are not side-effect-free to it) on every screen that imports a form schema.
 */
export * from './common';
export * from './blog-post';
export * from './project';
export * from './inquiry';
export * from './subscriber';
export * from './site-settings';
export * from './staff';
export * from './history';
