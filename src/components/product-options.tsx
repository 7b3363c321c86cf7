import type { ReactNode } from "react";
import {
  colours,
  defaultColour,
  defaultSize,
  sizes,
  type Colour,
  type Size,
} from "#src/content/categories";

// Size and colour pickers for clothing. Native radio buttons in a fieldset:
// the browser gives arrow-key movement, one tab stop per group and the
// "checked, 3 of 6" announcement; the inputs are visually hidden and their
// labels drawn as chips. They only tell the page what was chosen. The ring
// follows :focus, not :focus-visible: WebKit does not count a radio focused by
// the arrow keys as focus-visible, so a keyboard user there would see none.
// An unchosen chip's edge is ink-soft, over 3:1 on its white (WCAG 1.4.11): a
// pale pink one made the Pink chip, its swatch pale too, look disabled.

const chip =
  "relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border-2 border-ink-soft bg-white px-3 font-semibold sm:px-4 text-ink transition-colors hover:border-rose-ink has-checked:border-rose-ink has-checked:bg-rose-ink has-checked:text-white has-focus:outline-3 has-focus:outline-offset-3 has-focus:outline-rose-ink";

function OptionGroup<T extends string>({
  legend,
  name,
  options,
  defaultValue,
  onChange,
  form,
  renderLabel = (value) => value,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<T>;
  defaultValue: T;
  onChange?: (value: T) => void;
  /** The plain pre-order form the choice goes with before the app starts (src/components/product-order.tsx). */
  form?: string;
  renderLabel?: (value: T) => ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((value) => (
          <label key={value} className={chip}>
            <input
              type="radio"
              name={name}
              value={value}
              form={form}
              defaultChecked={value === defaultValue}
              onChange={(event) => {
                if (event.currentTarget.checked) onChange?.(value);
              }}
              className="sr-only"
            />
            {renderLabel(value)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SizePicker({
  defaultValue = defaultSize,
  onChange,
  form,
}: {
  defaultValue?: Size;
  onChange?: (size: Size) => void;
  form?: string;
}) {
  return (
    <OptionGroup
      legend="Size"
      name="size"
      options={sizes}
      defaultValue={defaultValue}
      onChange={onChange}
      form={form}
    />
  );
}

const colourNames = colours.map((colour) => colour.name);
const swatch = Object.fromEntries(colours.map((colour) => [colour.name, colour.hex])) as Record<
  Colour,
  string
>;

export function ColourPicker({
  defaultValue = defaultColour,
  onChange,
  form,
}: {
  defaultValue?: Colour;
  onChange?: (colour: Colour) => void;
  form?: string;
}) {
  return (
    <OptionGroup
      legend="Colour"
      name="colour"
      options={colourNames}
      defaultValue={defaultValue}
      onChange={onChange}
      form={form}
      renderLabel={(name) => (
        <>
          {/* A presentation attribute, not an inline style, so a strict CSP allows it. The ring
              is the words' colour made faint, so a pale swatch stands out on the chip pressed
              or not: at full strength White read as an empty radio button (round 11). */}
          <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="size-5">
            <circle
              cx="10"
              cy="10"
              r="9"
              fill={swatch[name]}
              stroke="currentColor"
              strokeOpacity="0.35"
              strokeWidth="1.5"
            />
          </svg>
          {name}
        </>
      )}
    />
  );
}
