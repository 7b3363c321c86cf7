import { buildYear } from "#content";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { photos } from "#src/content/photos";
import { site } from "#src/content/site";
import { ownNetworkPages } from "#src/lib/social-links";
import { linksFor } from "#src/page-list";
import { Logo } from "./logo";
import { container } from "./button";

// Drawn from one sprite file (scripts/social-icons.test.ts makes it and says why), by symbol id;
// only the networks where the organisers gave a page of their own, never a network's front page.
const socials = ownNetworkPages(site.social);

const quickLinks = linksFor("footer");
const policyLinks = linksFor("policy");

/** Who took the photos shown, each named once (content/photos.json). */
const credits = [
  ...new Set(
    [
      photos.hero,
      photos.portrait,
      photos.venue,
      photos.giving,
      photos.map,
      ...photos.gallery,
    ].flatMap((photo) => (photo?.credit ? [photo.credit] : [])),
  ),
];

const footerLink = "rounded-sm text-ink hover:text-rose-ink hover:underline";

export function SiteFooter() {
  return (
    <footer id="site-footer" className="border-t border-blush bg-blush-50 text-ink">
      <div className={`${container} grid gap-8 py-10 md:grid-cols-3 md:gap-10 md:py-12`}>
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-ink-soft">{site.mission}</p>
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-3">
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    href={social.href}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white text-rose-ink shadow-sm hover:bg-blush"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <use href={`/icons/social.svg#${social.key}`} />
                    </svg>
                    <span className="sr-only">
                      {site.brand} on {social.label} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-bold tracking-wider text-sage-ink uppercase">
            Quick Links
          </h2>
          {/* Two columns on a phone, a shorter page to reach the end of, as an even grid: rows
              of one height on hairlines, each link 36 px high, where loose words in two
              columns read as uneven (round 7). One column from 768px, as before. */}
          <ul className="mt-2 grid grid-cols-2 gap-x-6 md:mt-4 md:grid-cols-1 md:gap-y-2">
            {quickLinks.map((link) => (
              <li key={link.to} className="max-md:border-b max-md:border-blush">
                <a
                  href={link.to}
                  className={`${footerLink} max-md:flex max-md:min-h-9 max-md:items-center`}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-bold tracking-wider text-sage-ink uppercase">
            Contact Us
          </h2>
          <ul className="mt-4 space-y-3">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-rose-ink" />
              <a href={`mailto:${site.emails.info}`} className={footerLink}>
                {site.emails.info}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-5 text-rose-ink" />
              <a href={`tel:${site.phone.replace(/\s+/g, "")}`} className={footerLink}>
                {/* Non-breaking spaces: a phone number must not wrap across two lines. */}
                {site.phone.replace(/\s+/g, "\u00a0")}
              </a>
            </li>
          </ul>
          {site.charity ? (
            <p className="mt-6 text-sm text-ink-soft">
              In aid of {site.charity.name}, registered charity no. {site.charity.number}
            </p>
          ) : null}
        </div>
      </div>

      <div className="border-t border-blush">
        <div
          className={`${container} flex flex-col gap-3 py-6 text-sm text-ink-soft sm:flex-row sm:items-center sm:justify-between`}
        >
          <div className="grid gap-1">
            <p>
              © <CurrentYear /> {site.brand}. All rights reserved.
            </p>
            {/* The photos' credits, together here rather than under each picture (decision 053). */}
            {credits.length > 0 ? <p data-credits>{credits.join(" · ")}</p> : null}
          </div>
          <ul className="flex gap-5">
            {policyLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * The year when the page is read, not when it was built. The pre-rendered
 * HTML carries the build year; the browser corrects it if the year has turned.
 */
function CurrentYear() {
  return <span data-current-year>{buildYear}</span>;
}
