import { buttonStyles } from "#src/components/button";
import { LoneBasket } from "#src/components/photo-art";
import { unlistedMeta } from "#src/lib/meta";

export const meta = unlistedMeta("Page not found");

const otherWay =
  "inline-flex min-h-11 items-center font-semibold text-rose-ink underline underline-offset-4 hover:text-rose-deep";

export function NotFound() {
  // The page's script logs the address asked for (src/pages/404.astro), as the spec says.
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <LoneBasket className="w-40 sm:w-48" />
      <p className="mt-2 font-serif text-8xl font-bold text-rose-ink">404</p>
      <h1 className="mt-2 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-ink-soft">
        The page you were looking for isn&apos;t here. It may have moved, or the link may be
        mistyped.
      </p>
      <a href="/" className={`${buttonStyles.primary} mt-8`}>
        Return to Home
      </a>
      {/* The two pages most visitors come for, besides the way home (review 1). */}
      <nav aria-label="Or go to" className="mt-4 flex flex-wrap justify-center gap-x-6 text-lg">
        <a href="/event" className={otherWay}>
          Event details
        </a>
        <a href="/donate" className={otherWay}>
          Donate Now
        </a>
      </nav>
    </section>
  );
}
