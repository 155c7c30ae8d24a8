export * from './common';
export * from './blog-post';
export * from './project';
export * from './inquiry';
export * from './subscriber';
export * from './site-settings';
export * from './staff';
export * from './notification';
