import { describe, expect, it } from "vitest";
import { criticalCss, withCriticalCss, wordsIn } from "./critical-css";

const css = [
  "@layer base,utilities;",
  '@property --tw-x{syntax:"*";inherits:false}',
  "@layer base{*,:before{box-sizing:border-box}}",
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
    expect(kept).toContain("@layer base{*,:before{box-sizing:border-box}}");
    expect(kept).toContain("@layer base,utilities;");
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

  it("keeps a custom property only where something on the page reads or names it", () => {
    const theme =
      ":root{--rose:red;--ink:black;--unused:blue;--shade:var(--ink)}" +
      '@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}' +
      ".a{color:var(--rose)}.b{--tw-x:1;border-color:var(--shade)}.c{--tw-y:2}";
    const cut = criticalCss(theme, '<p class="a b c"></p>');
    expect(cut).toContain("--rose:red");
    expect(cut).toContain("--shade:var(--ink)");
    expect(cut).toContain("--ink:black");
    expect(cut).not.toContain("--unused");
    expect(cut).not.toContain("--tw-x");
    expect(cut).not.toContain("--tw-y");
    expect(cut).not.toContain(".c{"); // nothing left in it
    const named = criticalCss(
      theme,
      '<p class="a" style="margin:var(--unused)"></p>',
      [],
      ["--tw-x"],
    );
    expect(named).toContain("--unused:blue");
    expect(named).toContain("@property --tw-x");
  });

  it("reads class names as the browser does, entities decoded", () => {
    const prose = ".\\[\\&_a\\]\\:underline a{text-decoration:underline}";
    expect(criticalCss(prose, '<div class="[&amp;_a]:underline"><a href="/">a</a></div>')).toBe(
      prose,
    );
  });

  it("rewrites the page's inline stylesheet, read with an HTML parser, and nothing else", () => {
    const html = `<head><style>${css}</style></head><body><p>a &lt;style&gt; in words</p>${page}</body>`;
    const rewritten = withCriticalCss(html);
    expect(rewritten).not.toContain(".grid{");
    expect(rewritten).toContain("<style>@layer base,utilities;");
    expect(rewritten).toContain(".flex{display:flex}");
    expect(rewritten.slice(rewritten.indexOf("</style>"))).toBe(
      `</style></head><body><p>a &lt;style&gt; in words</p>${page}</body>`,
    );
  });
});

describe("elements and form fields", () => {
  const reset = [
    "textarea{resize:vertical}",
    "img,svg{display:block}",
    "::-webkit-datetime-edit-year-field{padding-block:0}",
    "::-webkit-inner-spin-button{height:auto}",
    "::file-selector-button{appearance:button}",
    "::placeholder{opacity:1}",
    ":where(select:is([multiple],[size])) optgroup{font-weight:bolder}",
    "button:not(:where(textarea)){cursor:pointer}",
    ".a:is(ul,.b){margin:0}",
  ].join("");

  it("keeps a rule only where the elements it names are on the page", () => {
    const kept = criticalCss(reset, '<button class="a"></button><img alt="">');
    expect(kept).toContain("img,svg{display:block}");
    expect(kept).not.toContain("textarea{");
    expect(kept).not.toContain("optgroup");
    expect(kept).toContain("::placeholder{opacity:1}");
  });

  it("keeps the reset of a form field's parts only where a field of that type is", () => {
    const text = criticalCss(reset, '<input type="text"><input>');
    expect(text).not.toContain("datetime-edit");
    expect(text).not.toContain("spin-button");
    expect(text).not.toContain("file-selector");
    const fields = criticalCss(reset, '<input type="TIME"><input type="file">');
    expect(fields).toContain("::-webkit-datetime-edit-year-field");
    expect(fields).toContain("::-webkit-inner-spin-button");
    expect(fields).toContain("::file-selector-button");
  });

  it("needs nothing under :not(), nor any one of several selectors given to :is()", () => {
    const kept = criticalCss(reset, '<button class="a"></button>');
    expect(kept).toContain("button:not(:where(textarea)){cursor:pointer}");
    expect(kept).toContain(".a:is(ul,.b){margin:0}");
  });
});

describe("what a page's scripts can add", () => {
  it("is read from the words of its scripts: classes, elements and field types", () => {
    const script =
      'n.jsx("div",{className:`grid md:grid-cols-3`,children:open?"md:hidden":n.jsx("textarea",{})})';
    const page = '<div class="flex"></div>';
    const kept = criticalCss(
      `${css}textarea{resize:vertical}::-webkit-inner-spin-button{height:auto}`,
      page,
      wordsIn(script),
    );
    expect(kept).toContain(".grid{display:grid}");
    expect(kept).toContain("grid-cols-3");
    expect(kept).toContain("md\\:hidden");
    expect(kept).toContain("textarea{resize:vertical}");
    expect(kept).not.toContain("hover\\:bg-rose");
    expect(kept).not.toContain("spin-button");
  });
});
