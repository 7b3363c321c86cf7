// React DOM announces itself to React's developer tools when it starts (the
// way the tools find React on a page): this stand-in for their hook, run
// before the page's own scripts, records it in window.__reactRenderers, with
// the stack of the call, which names the file React DOM is in. For
// `npm run bench` (tests/bench/bench.ts) and the browser test that no island
// starts React DOM (tests/e2e/budget.spec.ts, decision 030).
export const REACT_HOOK = `(() => {
  const renderers = [];
  Object.defineProperty(window, "__reactRenderers", { value: renderers });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      renderers.push({
        name: renderer.rendererPackageName,
        version: renderer.version,
        stack: String(new Error().stack),
      });
      return renderers.length;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
})();`;
