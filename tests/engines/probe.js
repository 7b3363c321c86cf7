// Test-only. The cross-engine journeys' test server puts this first in every
// page's <head> (it is never part of the site). It records what a browser's
// console would show as a problem, since classic WebDriver (WebKit) reports no
// console: uncaught errors, unhandled rejections, console.error and
// console.warn, resources that failed to load, and Content-Security-Policy
// violations. Each record stays on the page and is also sent to the test
// server, so a record made just before the page is left is not lost.
(() => {
  const pageLoad = Math.random().toString(36).slice(2);
  const records = [];
  window.__engineProbe = records;

  const describe = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };

  const record = (kind, text) => {
    const entry = {
      id: `${pageLoad}:${records.length}`,
      kind,
      text,
      page: location.pathname + location.search,
    };
    records.push(entry);
    navigator.sendBeacon("/__engines/report", JSON.stringify(entry));
  };

  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = function (...args) {
      record(`console.${level}`, args.map(describe).join(" "));
      return original.apply(this, args);
    };
  }

  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        record("failed to load", `<${target.localName}> ${target.src || target.href || ""}`);
      } else {
        const where = event.filename ? ` (${event.filename}:${event.lineno})` : "";
        record("page error", `${describe(event.error ?? event.message)}${where}`);
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    record("unhandled rejection", describe(event.reason)),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    record(
      "CSP violation",
      `${event.effectiveDirective} refused ${event.blockedURI}` +
        (event.sample ? `: ${event.sample}` : ""),
    ),
  );
})();
