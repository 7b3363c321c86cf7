// @vitest-environment jsdom
import { render, screen } from "@testing-library/preact";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ColourPicker, SizePicker } from "./product-options";

describe("SizePicker", () => {
  it("is a labelled radio group of XS to XXL with M chosen", () => {
    render(<SizePicker />);
    const group = screen.getByRole("group", { name: "Size" });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "XXL",
    ]);
    expect(screen.getByRole("radio", { name: "M" })).toBeChecked();
  });

  it("moves the choice with the arrow keys and reports each one", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SizePicker onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole("radio", { name: "M" })).toHaveFocus();

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "L" })).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "XL" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "XL" })).toHaveFocus();
    expect(screen.getByRole("radio", { name: "M" })).not.toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "L" })).toBeChecked();

    expect(onChange.mock.calls).toEqual([["L"], ["XL"], ["L"]]);
  });

  it("works without a callback", async () => {
    const user = userEvent.setup();
    render(<SizePicker />);
    await user.click(screen.getByRole("radio", { name: "XS" }));
    expect(screen.getByRole("radio", { name: "XS" })).toBeChecked();
  });
});

describe("ColourPicker", () => {
  it("offers Pink and White with Pink chosen, and reports a change by keyboard", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ColourPicker onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Colour" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Pink" })).toBeChecked();

    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "White" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Pink" })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith("White");
  });

  it("puts the size and colour groups at one tab stop each", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SizePicker />
        <ColourPicker />
      </>,
    );
    await user.tab();
    expect(screen.getByRole("radio", { name: "M" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("radio", { name: "Pink" })).toHaveFocus();
  });
});
