// The editor's date field (registered as the widget "picnic-date" in main.ts):
// Decap's own date widget is the browser's picker, which reads what is typed
// in the computer's order (month first on many), so "19 June 2027" was saved
// as 2027-12-19 without a word. Here the date is typed as the organiser writes
// it, read day first (typed-date.ts), shown in words beside it ("Saturday 19
// June 2027"), and one the editor cannot read is refused, naming the field.
// The calendar beside it is the browser's picker, for those who would rather
// pick; the words say what either gave.
import { Component, type ChangeEvent } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { dateInWords, readTypedDate, typedDateOf, unreadDateMessage } from "./typed-date.ts";

type Props = CmsWidgetControlProps<string | null | undefined> & {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
};

export class DateControl extends Component<Props, { typed: string }> {
  state = { typed: this.props.value ? typedDateOf(this.props.value) : "" };

  private label = () => String(this.props.field.get("label") ?? this.props.field.get("name"));

  /** Asked by Decap before it saves: a date it cannot read is refused, naming the field. */
  isValid = () => {
    const typed = this.state.typed.trim();
    if (typed === "" || readTypedDate(typed)) return true;
    return { error: { type: "custom", message: unreadDateMessage(this.label(), typed) } };
  };

  private typed = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    this.setState({ typed });
    // A date not (yet) read is kept as typed, so Decap sees a change and asks isValid.
    this.props.onChange(typed.trim() === "" ? "" : (readTypedDate(typed) ?? typed));
  };

  private picked = (event: ChangeEvent<HTMLInputElement>) => {
    const date = event.target.value;
    this.setState({ typed: date ? typedDateOf(date) : "" });
    this.props.onChange(date);
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const date = readTypedDate(this.state.typed);
    const words = date
      ? dateInWords(date)
      : this.state.typed.trim()
        ? "Not a date yet: write the day first, as 19 June 2027"
        : "";
    return (
      <div className={classNameWrapper} style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>
        <input
          id={forID}
          type="text"
          value={this.state.typed}
          placeholder="19 June 2027"
          aria-describedby={`${forID}-words`}
          onChange={this.typed}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          style={{ flex: "1 1 12em", border: 0, font: "inherit", background: "transparent" }}
        />
        <input
          type="date"
          aria-label={`${this.label()}: pick on a calendar`}
          value={date ?? ""}
          onChange={this.picked}
          style={{ font: "inherit" }}
        />
        <output id={`${forID}-words`} htmlFor={forID} style={{ flexBasis: "100%" }}>
          {words}
        </output>
      </div>
    );
  }
}
