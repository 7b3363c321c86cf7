import { pages } from "../../app/pages";
import { pagePaths, visitorPaths } from "../../app/pages.server";

/** Every page for visitors (app/pages.ts): in the sitemap, and in or linked from the navigation. */
export const publicPaths = visitorPaths();

/** Every page the build renders but the not-found pages, for the checks every page must pass. */
export const allPaths = pagePaths();

/** The pages for the organisers to print: noindex, in neither the navigation nor the sitemap. */
export const printPaths = pagePaths(pages.filter((page) => page.organisers));
