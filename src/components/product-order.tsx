import { lastWordsTogether } from "#src/components/whole-words";
import { Mail } from "#src/components/icons";
import { useCallback, useState } from "react";
import { buttonStyles } from "#src/components/button";
import {
  colours,
  defaultColour,
  defaultSize,
  sizes,
  type Colour,
  type Size,
} from "#src/content/categories";
import { preOrderForm, preOrderMailto, type OrderedProduct } from "#src/lib/shop";
import { useHydrated } from "#src/hooks/use-hydrated";
import { ColourPicker, SizePicker } from "./product-options";

// Its last three words held together: "…nothing to / pay online." ended on a stub (round 11).
const reply = lastWordsTogether(
  "We reply to confirm payment and delivery; there is nothing to pay online.",
  3,
);

/** The plain pre-order form's id: one product a page. */
const PLAIN_FORM = "pre-order";

/**
 * A product's size and colour pickers (clothing only) and its Pre-Order Now
 * link, whose email names them: an island (decision 022). Its page hands it
 * the product and the shop's address, and it reads no content, so its script
 * carries no other word of the picnic (decision 067).
 */
export function ProductOrder({
  product,
  shopEmail,
}: {
  product: OrderedProduct;
  /** Where the pre-order email goes (site.json's shop address). */
  shopEmail: string;
}) {
  const [size, setSize] = useState<Size>(defaultSize);
  const [colour, setColour] = useState<Colour>(defaultColour);
  // The pickers are plain radio buttons that work before the island starts;
  // when it does, take over what the visitor chose meanwhile instead of the defaults.
  const readChoice = useCallback((node: HTMLElement | null) => {
    const checked = (name: string) =>
      node?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    const chosenSize = sizes.find((option) => option === checked("size"));
    const chosenColour = colours.find((option) => option.name === checked("colour"))?.name;
    if (chosenSize) setSize(chosenSize);
    if (chosenColour) setColour(chosenColour);
  }, []);
  // Until the island runs, the page is what a visitor without JavaScript gets: the link's email
  // asks for the size and colour, which a link cannot read (the inline script after the island,
  // src/lib/shop.ts, names them at once where JavaScript runs; without it, the form below sends them).
  const hydrated = useHydrated();
  const isClothing = product.clothing;
  const preOrderHref = preOrderMailto(
    shopEmail,
    product,
    !isClothing ? {} : hydrated ? { size, colour } : null,
  );
  // With JavaScript off a link cannot read the pickers: Pre-Order Now is then a form's
  // button, and the form writes the email's body from the choice (decision 060).
  const plain = isClothing && !hydrated ? preOrderForm(shopEmail, product) : null;
  const hiddenFields = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} form={PLAIN_FORM} />
    ));

  return (
    <div ref={readChoice} className="contents">
      {plain ? (
        <form id={PLAIN_FORM} method="post" encType="text/plain" action={plain.action} hidden>
          {hiddenFields(plain.fields)}
        </form>
      ) : null}
      {isClothing ? (
        <div className="mt-1 space-y-4 sm:mt-8 sm:space-y-6">
          <SizePicker onChange={setSize} form={plain ? PLAIN_FORM : undefined} />
          <ColourPicker onChange={setColour} form={plain ? PLAIN_FORM : undefined} />
        </div>
      ) : null}
      {/* Outside the pickers' list: as its last children they took the space Colour is
          owed, which doubled the gap over Pre-Order Now (review 6). */}
      {isClothing && plain ? hiddenFields(plain.after) : null}

      <a
        href={preOrderHref}
        data-pre-order
        className={`${buttonStyles.primary} mt-5 w-full sm:mt-8 sm:w-auto ${plain ? "noscript:hidden" : ""}`}
      >
        <Mail aria-hidden="true" className="size-5" />
        Pre-Order Now
      </a>
      {plain ? (
        <div className="mt-5 hidden sm:mt-8 noscript:block">
          <button
            type="submit"
            form={PLAIN_FORM}
            className={`${buttonStyles.primary} w-full sm:w-auto`}
          >
            <Mail aria-hidden="true" className="size-5" />
            Pre-Order Now
          </button>
        </div>
      ) : null}
      {isClothing ? (
        // Both sentences, one over the other: the one the page can stand by shows (app.css),
        // and the line keeps the height of the longer, so nothing moves when it changes.
        <div
          data-pre-order-note
          data-scripted={hydrated ? "" : undefined}
          className="pre-order-note mt-3 grid text-sm text-ink-soft"
        >
          <p className="scripted-only col-start-1 row-start-1">
            {`Opens an email to our shop team for ${product.name}, size `}
            {/* Kept on the choice before the island starts, too (src/lib/shop.ts). */}
            <span data-chosen="size">{size}</span>
            {", "}
            <span data-chosen="colour">{colour}</span>
            {`. ${reply}`}
          </p>
          <p className="plain-only col-start-1 row-start-1">
            {`Opens an email to our shop team for ${product.name}, with the size and colour you chose. ${reply}`}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-soft">{`Opens an email to our shop team. ${reply}`}</p>
      )}
    </div>
  );
}
