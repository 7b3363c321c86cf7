import { describe, expect, it } from "vitest";
import { withoutScripts } from "./bench-budgets.js";

describe("withoutScripts (the bench's no-JavaScript twin)", () => {
  it("drops every script and module preload and keeps the rest of the page as it was", () => {
    const page = [
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
      '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
      "<style>p{color:red}</style>",
      '<script type="module">import("/assets/a.js");</script>',
      '<script>document.documentElement.dataset.state="on"</script>',
      '</head><body><p>Hello</p><SCRIPT src="/x.js"></SCRIPT></body></html>',
    ].join("");
    expect(withoutScripts(page)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>p{color:red}</style></head><body><p>Hello</p></body></html>',
    );
  });
});
