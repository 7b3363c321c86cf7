import { describe, expect, it } from "vitest";
import { editorSources, localEditorPolicy, withMetaPolicy } from "./admin-build.ts";

const policy =
  "default-src 'none'; connect-src 'self' blob: https://api.github.com; frame-ancestors 'none'";

describe("the editor npm run admin serves", () => {
  it("may reach the one server it is given, and nothing more", () => {
    expect(localEditorPolicy(policy, ["http://127.0.0.1:4181", "http://localhost:4181"])).toBe(
      "default-src 'none'; connect-src 'self' blob: https://api.github.com http://127.0.0.1:4181 http://localhost:4181; frame-ancestors 'none'",
    );
  });

  it("carries that policy in its page's <meta>, without frame-ancestors, and the page is otherwise the same", () => {
    const page = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><meta charset="utf-8"><script type="module" src="/admin/assets/a.js"></script></head><body></body></html>`;
    const served = withMetaPolicy(page, localEditorPolicy(policy, ["http://127.0.0.1:4181"]));
    expect(served).toContain(
      `content="default-src 'none'; connect-src 'self' blob: https://api.github.com http://127.0.0.1:4181"`,
    );
    expect(served).toContain('<script type="module" src="/admin/assets/a.js"></script>');
    expect(() => withMetaPolicy("<!doctype html><title>x</title>", policy)).toThrow(/no <meta>/);
  });
});

describe("the editor's own build", () => {
  // So a content file the build refuses, or even one that is not JSON, never stops it (decision 040).
  it("is made from code that reads no file of the content", () => {
    const sources = editorSources();
    // It follows the imports: the editor's fields come from the content's schemas.
    expect(sources).toEqual(
      expect.arrayContaining(["src/admin/main.ts", "src/admin/fields.ts", "src/content/schema.ts"]),
    );
    expect(sources.filter((file) => file.startsWith("content/"))).toEqual([]);
  });
});
