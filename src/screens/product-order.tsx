import { Mail } from "#src/components/icons";
import { useCallback, useState } from "react";
import { buttonStyles } from "#src/components/button";
import {
  colours,
  defaultColour,
  defaultSize,
  products,
  sizes,
  type Colour,
  type Size,
} from "#src/content/products";
import { findProduct, preOrderMailto } from "#src/lib/shop";
import { ColourPicker, SizePicker } from "./product-options";

/**
 * A product's size and colour pickers (clothing only) and its Pre-Order Now
 * link, whose e-mail names them: an island (decision 022).
 */
export function ProductOrder({ id }: { id: string }) {
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
  const product = findProduct(products, id);
  if (!product) return null;
  const isClothing = product.productType !== undefined;
  const preOrderHref = preOrderMailto(product, isClothing ? { size, colour } : {});

  return (
    <div ref={readChoice} className="contents">
      {isClothing ? (
        <div className="mt-5 space-y-4 sm:mt-8 sm:space-y-6">
          <SizePicker onChange={setSize} />
          <ColourPicker onChange={setColour} />
        </div>
      ) : null}

      <a
        href={preOrderHref}
        data-pre-order
        className={`${buttonStyles.primary} mt-5 w-full sm:mt-8 sm:w-auto`}
      >
        <Mail aria-hidden="true" className="size-5" />
        Pre-Order Now
      </a>
      <p className="mt-3 text-sm text-ink-soft">
        Opens an e-mail to our shop team
        {isClothing ? (
          <>
            {` for ${product.name}, size `}
            {/* Kept on the choice before the island starts, too (src/lib/shop.ts). */}
            <span data-chosen="size">{size}</span>
            {", "}
            <span data-chosen="colour">{colour}</span>
          </>
        ) : (
          ""
        )}
        . We reply to confirm payment and delivery; there is nothing to pay online.
      </p>
    </div>
  );
}
