import { buttonStyles } from "#src/components/button";
import { unlistedMeta } from "#src/lib/meta";

export const meta = unlistedMeta("Page not found");

export function NotFound() {
  // The page's script logs the address asked for (src/site-script.ts), as the spec says.
  return (
    <section
      data-not-found
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="font-serif text-8xl font-bold text-rose-ink">404</p>
      <h1 className="mt-2 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-ink-soft">
        The page you were looking for isn&apos;t here. It may have moved, or the link may be
        mistyped.
      </p>
      <a href="/" className={`${buttonStyles.primary} mt-8`}>
        Return to Home
      </a>
    </section>
  );
}
