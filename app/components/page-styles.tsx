import { useState } from "react";
import { useLocation } from "react-router";
import stylesheet from "~/app.css?url";

/**
 * The whole stylesheet, written into each pre-rendered page. The first-paint
 * step (scripts/first-paint) then cuts it down to what that page can use, so
 * the first paint needs no second request. Read at build time only: in the
 * browser this is an empty string, and hydration leaves the page's <style>
 * as it is.
 */
const inline: string =
  __FIRST_PAINT__ && import.meta.env.SSR && !import.meta.env.DEV
    ? (await import("~/app.css?inline")).default
    : "";

/**
 * The site's styles, in <head>. With the first-paint step, the first page
 * has its own rules inline and asks for no stylesheet, while it paints or
 * while the app starts; the first page the visitor moves to brings the
 * stylesheet (the rules the first page left out), and React shows it only
 * once the stylesheet has loaded: a stylesheet with a `precedence` holds the
 * page change back. Both share the precedence "site", so React keeps the
 * inline rules as they are when the app starts and puts the stylesheet after
 * them, where its rules must come. Without the step, every page links the
 * stylesheet.
 */
export function PageStyles() {
  const { key } = useLocation();
  const [firstPage] = useState(key);
  if (!__FIRST_PAINT__ || import.meta.env.DEV) return <link rel="stylesheet" href={stylesheet} />;
  return (
    <>
      <style href="page" precedence="site">
        {inline}
      </style>
      {key === firstPage ? null : <link rel="stylesheet" href={stylesheet} precedence="site" />}
    </>
  );
}
