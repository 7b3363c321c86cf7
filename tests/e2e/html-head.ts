import { parse, type DefaultTreeAdapterMap } from "parse5";

type Element = DefaultTreeAdapterMap["element"];

const isElement = (node: DefaultTreeAdapterMap["node"]): node is Element => "tagName" in node;

/** The head tags a crawler or a chat app reads, from the pre-rendered HTML (no JavaScript), parsed. */
export function headOf(html: string) {
  const root = parse(html).childNodes.find(isElement);
  const head = root?.childNodes.find((node) => isElement(node) && node.tagName === "head");
  const tags = head && isElement(head) ? head.childNodes.filter(isElement) : [];
  const attribute = (element: Element | undefined, name: string) =>
    element?.attrs.find((attr) => attr.name === name)?.value;
  const find = (tagName: string, name: string, value: string) =>
    tags.find((tag) => tag.tagName === tagName && attribute(tag, name) === value);
  const text = (element: Element) =>
    element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  const title = tags.find((tag) => tag.tagName === "title");
  return {
    title: title ? text(title) : "",
    canonical: attribute(find("link", "rel", "canonical"), "href"),
    /** The address of the page's <link> of this `rel`, if it has one. */
    link: (rel: string) => attribute(find("link", "rel", rel), "href"),
    meta: (kind: "name" | "property", key: string) => attribute(find("meta", kind, key), "content"),
    /** The page's own Content-Security-Policy, in its <meta> (with its inline code's hashes). */
    policy: attribute(
      tags.find(
        (tag) =>
          tag.tagName === "meta" &&
          attribute(tag, "http-equiv")?.toLowerCase() === "content-security-policy",
      ),
      "content",
    ),
    jsonLd: tags
      .filter((tag) => tag.tagName === "script" && attribute(tag, "type") === "application/ld+json")
      .map((tag) => JSON.parse(text(tag)) as Record<string, unknown>),
  };
}

/** The scripts that start a page's islands: each one's component and renderer, parsed. */
export function islandSources(html: string): string[] {
  const found: string[] = [];
  const walk = (node: DefaultTreeAdapterMap["node"]) => {
    if (isElement(node) && node.tagName === "astro-island") {
      for (const attr of node.attrs) {
        if (attr.name === "component-url" || attr.name === "renderer-url") found.push(attr.value);
      }
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return found;
}

/** The text of every element named `tagName` in a document (a sitemap's <loc>s), parsed. */
export function textsOf(markup: string, tagName: string): string[] {
  const found: string[] = [];
  const walk = (node: DefaultTreeAdapterMap["node"]) => {
    if (isElement(node) && node.tagName === tagName) {
      found.push(node.childNodes.map((child) => ("value" in child ? child.value : "")).join(""));
    }
    if ("childNodes" in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(markup));
  return found;
}
