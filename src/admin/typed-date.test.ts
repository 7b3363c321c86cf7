import { describe, expect, it } from "vitest";
import { dateInWords, readTypedDate, typedDateOf, unreadDateMessage } from "./typed-date";

describe("a date typed in the editor", () => {
  it("is read day first, in the ways people in the UK write one", () => {
    for (const typed of [
      "19 June 2027",
      "19 june 2027",
      "19th June 2027",
      "Saturday 19 June 2027",
      "Saturday, 19 June 2027",
      "19 Jun 2027",
      "19/06/2027",
      "19/6/2027",
      "19.06.2027",
      "19-06-2027",
      " 2027-06-19 ",
    ])
      expect(readTypedDate(typed), typed).toBe("2027-06-19");
    expect(readTypedDate("06/07/2027"), "the 6th of July, not June the 7th").toBe("2027-07-06");
  });

  it("is refused when it is month first, not a day of the calendar, or not a date", () => {
    for (const typed of [
      "06/19/2027",
      "31/06/2027",
      "29/02/2027",
      "June 2027",
      "next Saturday",
      "",
    ])
      expect(readTypedDate(typed), typed).toBeUndefined();
  });

  it("is shown day first, in words beside, and a date not read is named with its field", () => {
    expect(typedDateOf("2027-06-19")).toBe("19 June 2027");
    expect(dateInWords("2027-06-19")).toBe("Saturday 19 June 2027");
    expect(unreadDateMessage("Date", "06/19/2027")).toMatch(/^Date: "06\/19\/2027" is not a date/);
  });
});
