/** Images: the library, their files and variants, their alt text and where each is used. */
export { mediaAdminRoutes } from './admin-routes';
export { ALT_WORDS, altIn, altOf } from './alt';
export { mediaRoutes } from './public-routes';
export { imageValues, picturesOf } from './repository';
