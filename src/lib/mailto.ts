// mailto: links with a subject and body. encodeURIComponent, not
// URLSearchParams: mail clients read "+" literally, not as a space.

export function mailto(address: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join("&");
  return `mailto:${address}${query ? `?${query}` : ""}`;
}
