// The blog feature's public entry: what other features use (the back office's parts are in ./admin).
export { blogKeys } from './keys';
