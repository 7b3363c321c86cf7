import { describe, expect, it } from "vitest";
import { editorFiles } from "../src/admin/config.ts";
import {
  editorBackend,
  editorSources,
  localEditorPolicy,
  previewContentImports,
  withMetaPolicy,
} from "./admin-build.ts";

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

  // The preview draws the site's pages with the site's modules, which import content/ (decision 045).
  it("gives the preview's modules the entries being edited, never a file of the content", () => {
    // Its worker's modules are followed too, to the site's pages.
    expect(editorSources()).toEqual(
      expect.arrayContaining([
        "src/admin/preview-worker.ts",
        "src/screens/about.tsx",
        "src/app.css",
      ]),
    );
    // Each file of content/ they import is a screen's, which the editor's build replaces
    // with that screen's entry (scripts/admin-preview-build.ts: `liveContent`).
    const imported = previewContentImports();
    expect(imported).toContain("content/site.json");
    const edited = new Set(editorFiles.map(({ file }) => file));
    expect(imported.filter((file) => !edited.has(file))).toEqual([]);
  });
});

describe("where the editor saves online (docs/editing-online.md)", () => {
  it("saves to the repository GitHub Actions builds, signing in through the Netlify site named, if any", () => {
    const actions = { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "friends/picnic" };
    expect(editorBackend(actions)).toEqual({
      name: "github",
      repo: "friends/picnic",
      branch: "main",
    });
    // The workflow passes a repository variable that is not set as "".
    expect(editorBackend({ ...actions, EDITOR_OAUTH_SITE: "" })).toEqual(editorBackend(actions));
    expect(editorBackend({ ...actions, EDITOR_OAUTH_SITE: "picnic-sign-in.netlify.app" })).toEqual({
      name: "github",
      repo: "friends/picnic",
      branch: "main",
      site_domain: "picnic-sign-in.netlify.app",
    });
  });

  it("on Netlify, saves through Git Gateway, or to GitHub when the repository is named", () => {
    expect(editorBackend({})).toEqual({ name: "git-gateway", branch: "main" });
    expect(editorBackend({ EDITOR_GITHUB_REPO: "friends/picnic" })).toEqual({
      name: "github",
      repo: "friends/picnic",
      branch: "main",
    });
  });
});
