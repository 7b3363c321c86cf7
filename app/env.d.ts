/** The year of the build, written into pre-rendered HTML (see vite.config.ts). */
declare const __BUILD_YEAR__: number;
