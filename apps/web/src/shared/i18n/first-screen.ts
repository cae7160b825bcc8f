/**
 * What the shell (tab bar, nav bar, errors) and the home screen read. Imports nothing: the
 * build (vite.config.ts) puts these catalogues of each language in one chunk and the others in
 * a second, so a page asks for at most two catalogue files.
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'routes', 'home', 'content', 'market'] as const;
