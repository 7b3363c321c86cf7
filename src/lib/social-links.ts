// The footer's networks: a link shows only where the organisers gave a page
// of their own on it. A network's front page (the sample's, or a link copied
// from the address bar before signing in) would send a visitor to a stranger's
// feed, so it counts as none.

export type Network = "facebook" | "twitter" | "instagram";

/** The footer's order and names ("Twitter" is the specification's; its icon is X's). */
const networks: ReadonlyArray<{ key: Network; label: string }> = [
  { key: "facebook", label: "Facebook" },
  { key: "twitter", label: "Twitter" },
  { key: "instagram", label: "Instagram" },
];

/** First steps of a path that are the network's own pages, not anyone's page on it. */
const networkPages = new Set([
  "home",
  "login",
  "signup",
  "explore",
  "accounts",
  "i",
  "intent",
  "share",
  "sharer",
  "sharer.php",
  "index.php",
  "search",
]);

/**
 * `href` if it is someone's page on a network (https://www.facebook.com/picnicky),
 * or null for a front page (https://www.facebook.com/, /home, ?lang=en) or nothing.
 */
export function ownPage(href: string | null | undefined): string | null {
  if (!href || !URL.canParse(href)) return null;
  const [first] = new URL(href).pathname.split("/").filter(Boolean);
  if (first === undefined || networkPages.has(first.toLowerCase())) return null;
  return href;
}

/** The networks to show, each with the organisers' own page on it. */
export function ownNetworkPages(
  social: Partial<Record<Network, string | null>> | null | undefined,
): Array<{ key: Network; label: string; href: string }> {
  return networks.flatMap((network) => {
    const href = ownPage(social?.[network.key]);
    return href ? [{ ...network, href }] : [];
  });
}
