export * from './read';
export * from './blog-post';
export * from './project';
export * from './inquiry';
export * from './site-settings';
