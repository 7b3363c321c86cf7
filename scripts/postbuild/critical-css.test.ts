import { describe, expect, it } from "vitest";
import { criticalCss, stylesheetAsset, withCriticalCss } from "./critical-css";

const css = [
  "*,:before{box-sizing:border-box}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}",
  ".hover\\:bg-rose:hover{background:red}",
  ".peer-checked\\:bg-ink:is(:where(.peer):checked~*){background:#000}",
  ".space-y-2>:not(:last-child){margin-bottom:8px}",
  "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("critical CSS", () => {
  const page =
    '<div class="flex md:flex hover:bg-rose space-y-2"><svg class="peer-checked:bg-ink"></svg></div>';
  const kept = criticalCss(css, page);

  it("keeps the base rules and the rules of classes the page uses", () => {
    expect(kept).toContain("*,:before{box-sizing:border-box}");
    expect(kept).toContain(".flex{display:flex}");
    expect(kept).toContain(".hover\\:bg-rose:hover{background:red}");
    expect(kept).toContain("@media (min-width:48rem){.md\\:flex{display:flex}}");
    expect(kept).toContain(".space-y-2>:not(:last-child)");
    expect(kept).toContain("@keyframes spin");
  });

  it("drops the rules of classes the page does not use, and empty blocks", () => {
    expect(kept).not.toContain(".grid{");
    expect(kept).not.toContain("grid-cols-3");
    expect(kept).not.toContain("md\\:hidden");
  });

  it("keeps a rule that needs a second class only when that class is present too", () => {
    expect(kept).not.toContain("peer-checked");
    expect(criticalCss(css, page.replace('class="flex', 'class="peer flex'))).toContain(
      "peer-checked",
    );
  });

  it("reads class names as the browser does, entities decoded", () => {
    const prose = ".\\[\\&_a\\]\\:underline a{text-decoration:underline}";
    expect(criticalCss(prose, '<div class="[&amp;_a]:underline"></div>')).toBe(prose);
  });

  it("rewrites the page's inline stylesheet", () => {
    const html = `<head><style>${css}</style></head><body>${page}</body>`;
    expect(withCriticalCss(html)).not.toContain(".grid{");
    expect(withCriticalCss(html)).toContain(".flex{display:flex}");
  });

  it("names the full stylesheet by its content", () => {
    expect(stylesheetAsset(css).href).toMatch(/^\/assets\/styles-[\w-]{10}\.css$/);
    expect(stylesheetAsset(css)).toEqual(stylesheetAsset(css));
    expect(stylesheetAsset(`${css} `).href).not.toBe(stylesheetAsset(css).href);
  });
});
