// The brand's colours that are needed outside the stylesheet: the browser's
// toolbar (src/layouts/site-layout.astro). They are typed once, in src/app.css's @theme; the
// build reads them from there with a CSS parser (scripts/brand-colours.mjs).
export const brandColours = __BRAND_COLOURS__;
