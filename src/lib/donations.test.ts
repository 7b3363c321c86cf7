// @vitest-environment jsdom
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { checkDonation, DEFAULT_FIELDS, isAcceptedAmount } from "./donation";
// Also covers donor-wall.ts (the wall's figures and erasing), which shares these helpers.
import {
  donationCount,
  eraseDonations,
  formatDonationTime,
  hasDonationData,
  totalRaised,
} from "./donor-wall";
import {
  DONATIONS_KEY,
  UNREADABLE_KEY_PREFIX,
  addDonation,
  donationKeys,
  donationsSnapshot,
  readDonations,
  saveDonation,
  saveDonationAfterPaint,
  subscribeToDonations,
  topDonations,
  type Donation,
  type StorageLike,
} from "./donations";

/** An in-memory Storage, optionally with a quota in characters. */
class MemoryStorage implements StorageLike {
  items = new Map<string, string>();
  constructor(private quota = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce(
      (sum, [k, v]) => sum + (k === key ? 0 : k.length + v.length),
      0,
    );
    if (used + key.length + value.length > this.quota) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A storage whose every method throws, as in a locked-down browser. */
const throwingStorage: StorageLike = {
  get length(): number {
    throw new Error("denied");
  },
  key() {
    throw new Error("denied");
  },
  getItem() {
    throw new DOMException("denied", "SecurityError");
  },
  setItem() {
    throw new DOMException("denied", "SecurityError");
  },
  removeItem() {
    throw new DOMException("denied", "SecurityError");
  },
};

const validDonation: fc.Arbitrary<Donation> = fc.record(
  {
    name: fc
      .string({ minLength: 1, maxLength: 60 })
      .filter((name) => name.trim() === name && name.length > 0),
    amount: fc.integer({ min: 100, max: 10_000_000 }).map((pence) => pence / 100),
    message: fc.string({ minLength: 1, maxLength: 280 }).filter((m) => m.trim() === m && m !== ""),
    timestamp: fc.integer({ min: 0, max: 4_102_444_800_000 }),
    dedication: fc.record({
      kind: fc.constantFrom("memory" as const, "honour" as const),
      name: fc
        .string({ minLength: 1, maxLength: 60 })
        .filter((name) => name.trim() === name && name.length > 0),
    }),
  },
  { requiredKeys: ["name", "amount", "timestamp"] },
);

/** Things that are not donations but may be found in the list. */
const junk = fc.oneof(
  fc.jsonValue(),
  fc.record({ name: fc.constant(""), amount: fc.integer(), timestamp: fc.integer() }),
  fc.record({ name: fc.string(), amount: fc.string(), timestamp: fc.nat() }),
  // Too long even once trimmed (61 spaces around "!" would be a valid name "!").
  fc.record({
    name: fc.string({ minLength: 61 }).filter((name) => name.trim().length > 60),
    amount: fc.constant(5),
    timestamp: fc.nat(),
  }),
);

const mixedList = fc.array(
  fc.oneof(
    validDonation.map((donation) => ({ valid: true as const, item: donation as unknown })),
    junk.map((item) => ({ valid: false as const, item })),
  ),
  { maxLength: 20 },
);

const isUnreadable = (text: string) => {
  try {
    return !Array.isArray(JSON.parse(text));
  } catch {
    return true;
  }
};

const donation = (overrides: Partial<Donation> = {}): Donation => ({
  name: "Ann",
  amount: 25,
  timestamp: 1_781_609_400_000,
  ...overrides,
});

describe("readDonations", () => {
  it("is an empty wall when nothing is stored", () => {
    expect(readDonations(new MemoryStorage())).toEqual({ donations: [], skipped: 0, status: "ok" });
  });

  it("never throws, whatever string is stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          const storage = new MemoryStorage();
          storage.setItem(DONATIONS_KEY, text);
          const result = readDonations(storage);
          expect(Array.isArray(result.donations)).toBe(true);
          expect(donationsSnapshot(storage)).toEqual(result.donations);
        },
      ),
    );
  });

  it("keeps every valid entry, in order, and skips the rest", () => {
    fc.assert(
      fc.property(mixedList, (list) => {
        const storage = new MemoryStorage();
        storage.setItem(DONATIONS_KEY, JSON.stringify(list.map((entry) => entry.item)));
        const expected = list.filter((entry) => entry.valid).map((entry) => entry.item);
        const result = readDonations(storage);
        expect(result.donations).toEqual(expected);
        expect(result.skipped).toBe(list.length - expected.length);
      }),
    );
  });

  it("shows only what the form would have taken: amounts, names, messages, dedications", () => {
    // What the form says of these fields, given them as a visitor would type them.
    const formTakes = (fields: Partial<typeof DEFAULT_FIELDS>) => {
      const check = checkDonation({ ...DEFAULT_FIELDS, ...fields });
      return !check.nameError && !check.messageError && !check.dedicationError;
    };
    const tricky = fc.string({
      unit: fc.constantFrom(
        ..."Ann ",
        "\u202e", // right-to-left override
        "\u2066", // left-to-right isolate
        "\u200b", // zero-width space
        "\u3164", // Hangul filler
        "\u2800", // blank Braille
        "\u0301", // a lone accent
        "\u00a0",
        "\u200f", // right-to-left mark: allowed, as in Hebrew or Arabic names
        "é",
        "👩‍👧",
      ),
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        tricky,
        tricky,
        tricky,
        fc.oneof(
          fc.integer({ min: -100, max: 10_001_000 }).map((pence) => pence / 100),
          fc.double({ noNaN: true }),
          fc.constantFrom(1e-300, 0.5, 0.999, 1, 100_000, 100_000.001, 12.345, 25),
        ),
        (name, message, dedicatedTo, amount) => {
          const storage = new MemoryStorage();
          const entry = {
            name,
            amount,
            message,
            timestamp: 1,
            dedication: { kind: "memory", name: dedicatedTo },
          };
          storage.setItem(DONATIONS_KEY, JSON.stringify([entry]));
          const [read] = readDonations(storage).donations;
          const shown =
            name.trim() !== "" && formTakes({ name, message }) && isAcceptedAmount(amount);
          expect(read !== undefined, JSON.stringify(entry)).toBe(shown);
          // A dedication the form would refuse is dropped, the rest kept.
          const dedicated =
            dedicatedTo.trim() !== "" && formTakes({ dedication: "memory", dedicatedTo });
          if (read) expect(read.dedication !== undefined, JSON.stringify(entry)).toBe(dedicated);
        },
      ),
      { numRuns: 2000 },
    );
    const stored = (donation: object) => {
      const storage = new MemoryStorage();
      storage.setItem(DONATIONS_KEY, JSON.stringify([{ timestamp: 1, ...donation }]));
      return readDonations(storage).donations;
    };
    expect(stored({ name: "Ann", amount: 1e-300 })).toEqual([]);
    expect(stored({ name: "\u200b\u200b", amount: 5 })).toEqual([]);
    expect(stored({ name: "Ann\u202e", amount: 5 })).toEqual([]);
    expect(stored({ name: "Ann", amount: 5, message: "\u2066hi" })).toEqual([]);
    expect(stored({ name: "Ann", amount: 12.5 })).toEqual([
      { name: "Ann", amount: 12.5, timestamp: 1 },
    ]);
  });

  it("reads a message written as null as no message, and trims names", () => {
    const storage = new MemoryStorage();
    storage.setItem(
      DONATIONS_KEY,
      JSON.stringify([{ name: " Bea ", amount: 10, message: null, timestamp: 1 }]),
    );
    expect(readDonations(storage).donations).toEqual([{ name: "Bea", amount: 10, timestamp: 1 }]);
  });

  it("reads entries stored before dedications existed as before, and drops a malformed dedication only", () => {
    const storage = new MemoryStorage();
    const old = { name: "Old", amount: 5, message: "Hi", timestamp: 1 };
    const malformed = [
      null,
      "Rose",
      { kind: "memory" },
      { kind: "memory", name: "   " },
      { kind: "memory", name: "x".repeat(61) },
      { kind: "regret", name: "Rose" },
      // A name every object has: the kind must be one of the site's own.
      { kind: "toString", name: "Rose" },
      { kind: "memory", name: 7 },
      [],
    ];
    storage.setItem(
      DONATIONS_KEY,
      JSON.stringify([
        old,
        { name: "Ann", amount: 10, timestamp: 2, dedication: { kind: "honour", name: " Rose " } },
        ...malformed.map((dedication, index) => ({
          name: "Bea",
          amount: 20,
          timestamp: 3 + index,
          dedication,
        })),
      ]),
    );
    const { donations, skipped } = readDonations(storage);
    expect(skipped).toBe(0);
    expect(donations[0]).toEqual(old);
    expect(donations[1]).toEqual({
      name: "Ann",
      amount: 10,
      timestamp: 2,
      dedication: { kind: "honour", name: "Rose" },
    });
    expect(donations.slice(2)).toEqual(
      malformed.map((_, index) => ({ name: "Bea", amount: 20, timestamp: 3 + index })),
    );
  });

  it("says when the stored value is not a list, and when there is no storage", () => {
    const storage = new MemoryStorage();
    storage.setItem(DONATIONS_KEY, "{oops");
    expect(readDonations(storage).status).toBe("unreadable");
    expect(readDonations(null).status).toBe("unavailable");
    expect(readDonations(throwingStorage)).toEqual({
      donations: [],
      skipped: 0,
      status: "unavailable",
    });
    expect(donationsSnapshot(throwingStorage)).toEqual([]);
  });
});

describe("addDonation", () => {
  it("puts the new entry first and keeps every stored entry, valid or not", () => {
    fc.assert(
      fc.property(mixedList, validDonation, (list, entry) => {
        const storage = new MemoryStorage();
        const items = list.map((e) => e.item);
        storage.setItem(DONATIONS_KEY, JSON.stringify(items));
        expect(addDonation(entry, storage)).toEqual({ ok: true });

        const stored = JSON.parse(storage.getItem(DONATIONS_KEY) ?? "null") as unknown[];
        expect(stored).toEqual([entry, ...JSON.parse(JSON.stringify(items))]);
        const valid = list.filter((e) => e.valid).map((e) => e.item);
        expect(readDonations(storage).donations).toEqual([entry, ...valid]);
      }),
    );
  });

  it("adds to what is stored now, so another tab's donation is not lost", () => {
    const storage = new MemoryStorage();
    addDonation(donation({ name: "First tab", timestamp: 1 }), storage);
    // Another tab writes behind this one's back.
    const now = JSON.parse(storage.getItem(DONATIONS_KEY) ?? "[]") as unknown[];
    storage.setItem(
      DONATIONS_KEY,
      JSON.stringify([donation({ name: "Second tab", timestamp: 2 }), ...now]),
    );
    addDonation(donation({ name: "First tab again", timestamp: 3 }), storage);
    expect(readDonations(storage).donations.map((d) => d.name)).toEqual([
      "First tab again",
      "Second tab",
      "First tab",
    ]);
  });

  it("copies an unreadable value aside before writing a new list", () => {
    fc.assert(
      fc.property(fc.string().filter(isUnreadable), validDonation, (text, entry) => {
        const storage = new MemoryStorage();
        storage.setItem(DONATIONS_KEY, text);
        expect(addDonation(entry, storage)).toEqual({ ok: true });
        const kept = [...storage.items].filter(([key]) => key.startsWith(UNREADABLE_KEY_PREFIX));
        expect(kept.map(([, value]) => value)).toEqual([text]);
        expect(readDonations(storage).donations).toEqual([entry]);
      }),
    );
  });

  it("leaves an unreadable value alone when it cannot be copied aside", () => {
    const storage = new MemoryStorage(40);
    storage.setItem(DONATIONS_KEY, "not json but long-ish");
    expect(addDonation(donation(), storage)).toEqual({ ok: false, reason: "unreadable-kept" });
    expect(storage.getItem(DONATIONS_KEY)).toBe("not json but long-ish");
  });

  it("reports a full storage instead of throwing", () => {
    const storage = new MemoryStorage(10);
    expect(addDonation(donation(), storage)).toEqual({ ok: false, reason: "full" });
  });

  it("never throws out of a storage that throws", () => {
    fc.assert(
      fc.property(validDonation, (entry) => {
        expect(addDonation(entry, throwingStorage).ok).toBe(false);
        expect(addDonation(entry, null).ok).toBe(false);
        expect(eraseDonations(throwingStorage).ok).toBe(false);
        expect(readDonations(throwingStorage).donations).toEqual([]);
      }),
    );
  });

  it("drops an empty message rather than storing it", () => {
    const storage = new MemoryStorage();
    addDonation({ name: "Ann", amount: 5, message: undefined, timestamp: 9 }, storage);
    expect(storage.getItem(DONATIONS_KEY)).toBe('[{"name":"Ann","amount":5,"timestamp":9}]');
  });

  it("writes a dedication as one more field, leaving the others as they were", () => {
    const storage = new MemoryStorage();
    addDonation(
      { name: "Ann", amount: 5, timestamp: 9, dedication: { kind: "memory", name: "Rose" } },
      storage,
    );
    expect(storage.getItem(DONATIONS_KEY)).toBe(
      '[{"name":"Ann","amount":5,"timestamp":9,"dedication":{"kind":"memory","name":"Rose"}}]',
    );
  });
});

describe("saveDonation", () => {
  /** A lock manager that runs one callback at a time, in order, and records when it does. */
  function fakeLocks() {
    const events: string[] = [];
    let queue = Promise.resolve();
    return {
      events,
      request: ((name: string, callback: () => unknown) => {
        const run = queue.then(() => {
          events.push(`lock ${name}`);
          const result = callback();
          events.push("release");
          return result;
        });
        queue = run.then(() => undefined);
        return run;
      }) as unknown as LockManager["request"],
    };
  }

  it("writes inside the donations lock, one tab at a time", async () => {
    const storage = new MemoryStorage();
    const locks = fakeLocks();
    const written = await Promise.all([
      saveDonation(donation({ name: "One", timestamp: 1 }), storage, locks),
      saveDonation(donation({ name: "Two", timestamp: 2 }), storage, locks),
    ]);
    expect(written).toEqual([{ ok: true }, { ok: true }]);
    expect(locks.events).toEqual([
      `lock ${DONATIONS_KEY}`,
      "release",
      `lock ${DONATIONS_KEY}`,
      "release",
    ]);
    expect(readDonations(storage).donations.map((d) => d.name)).toEqual(["Two", "One"]);
  });

  it("writes without a lock where the browser has none, or refuses it", async () => {
    const storage = new MemoryStorage();
    expect(await saveDonation(donation({ name: "No locks" }), storage, null)).toEqual({ ok: true });
    const refusing = {
      request: (() =>
        Promise.reject(
          new DOMException("denied", "SecurityError"),
        )) as unknown as LockManager["request"],
    };
    expect(await saveDonation(donation({ name: "Refused" }), storage, refusing)).toEqual({
      ok: true,
    });
    expect(readDonations(storage).donations.map((d) => d.name)).toEqual(["Refused", "No locks"]);
  });

  it("puts back this tab's entry when another tab's write drops it, until the wall is erased", async () => {
    const otherTabWrites = (value: string | null) => {
      if (value === null) localStorage.removeItem(DONATIONS_KEY);
      else localStorage.setItem(DONATIONS_KEY, value);
      window.dispatchEvent(new StorageEvent("storage", { key: DONATIONS_KEY, newValue: value }));
    };
    // Test files share one window (vitest.config.ts): the wall erased, the
    // modules other files imported keep none of their entries to put back.
    otherTabWrites(null);
    // A fresh module: a tab that has written nothing else.
    vi.resetModules();
    const { saveDonation, readDonations } = await import("./donations");
    const mine = donation({ name: "This tab", timestamp: 1 });
    await saveDonation(mine, localStorage, null);
    // Another tab read the list before this tab's write reached it.
    otherTabWrites(JSON.stringify([donation({ name: "Other tab", timestamp: 2 })]));
    await vi.waitFor(() =>
      expect(readDonations(localStorage).donations.map((d) => d.name)).toEqual([
        "This tab",
        "Other tab",
      ]),
    );
    // A write that keeps it changes nothing.
    otherTabWrites(JSON.stringify([donation({ name: "Third", timestamp: 3 }), mine]));
    await Promise.resolve();
    expect(readDonations(localStorage).donations.map((d) => d.name)).toEqual(["Third", "This tab"]);
    // Erased in another tab: it stays erased, whatever is written next.
    otherTabWrites(null);
    otherTabWrites(JSON.stringify([donation({ name: "After", timestamp: 4 })]));
    await Promise.resolve();
    expect(readDonations(localStorage).donations.map((d) => d.name)).toEqual(["After"]);
    localStorage.clear();
  });

  it("skips an entry whose name, message or dedication is far longer stored than it looks (issue 37)", () => {
    const storage = new MemoryStorage();
    const stored = [
      // One letter and 2,100 combining marks: one character to the eye.
      donation({ name: `A${"\u0301".repeat(2100)}`, timestamp: 1 }),
      donation({ message: "x".repeat(50_001), timestamp: 2 }),
      { ...donation({ timestamp: 3 }), dedication: { kind: "memory", name: "y".repeat(3001) } },
      donation({ name: "Kept", timestamp: 4 }),
    ];
    storage.setItem(DONATIONS_KEY, JSON.stringify(stored));
    const { donations, skipped } = readDonations(storage);
    expect(skipped).toBe(2);
    expect(donations.map((entry) => entry.timestamp)).toEqual([3, 4]);
    // A dedication that cannot be read is dropped; the gift is kept.
    expect(donations[0]?.dedication).toBeUndefined();
  });

  it("reads back a name of six family emoji: limits count characters, not code units", async () => {
    const storage = new MemoryStorage();
    const name = "👨‍👩‍👧‍👦".repeat(6);
    await saveDonation(donation({ name }), storage, null);
    expect(readDonations(storage).donations[0]?.name).toBe(name);
  });
});

describe("hasDonationData", () => {
  it("is true while anything is kept for the wall, readable or not", () => {
    const storage = new MemoryStorage();
    expect(hasDonationData(storage)).toBe(false);
    storage.setItem(DONATIONS_KEY, JSON.stringify([{ name: "", amount: "lots" }]));
    expect(readDonations(storage).donations).toEqual([]);
    expect(hasDonationData(storage)).toBe(true);
    storage.removeItem(DONATIONS_KEY);
    storage.setItem(`${UNREADABLE_KEY_PREFIX}1`, "{oops");
    expect(hasDonationData(storage)).toBe(true);
    eraseDonations(storage);
    expect(hasDonationData(storage)).toBe(false);
    expect(hasDonationData(throwingStorage)).toBe(false);
    expect(hasDonationData(null)).toBe(false);
  });
});

describe("eraseDonations", () => {
  it("removes the list and the copies kept aside, and nothing else", () => {
    const storage = new MemoryStorage();
    storage.setItem(DONATIONS_KEY, "oops");
    addDonation(donation(), storage);
    storage.setItem("someone-else", "keep me");
    expect(eraseDonations(storage)).toEqual({ ok: true });
    expect([...storage.items.keys()]).toEqual(["someone-else"]);
  });
});

describe("subscribeToDonations", () => {
  afterEach(() => localStorage.clear());

  it("hears this tab's writes and other tabs' storage events", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToDonations(onChange);
    addDonation(donation());
    expect(onChange).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent("storage", { key: DONATIONS_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "unrelated" }));
    expect(onChange).toHaveBeenCalledTimes(2);
    // A value copied aside by another tab: the erase button may now be needed.
    window.dispatchEvent(new StorageEvent("storage", { key: `${UNREADABLE_KEY_PREFIX}1` }));
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
    addDonation(donation());
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("gives the same array while the stored text is unchanged", () => {
    addDonation(donation());
    const first = donationsSnapshot();
    expect(donationsSnapshot()).toBe(first);
    addDonation(donation({ timestamp: 2 }));
    expect(donationsSnapshot()).not.toBe(first);
    expect(donationsSnapshot()).toHaveLength(2);
  });
});

describe("a long wall (issue 45)", () => {
  afterEach(() => localStorage.clear());

  const longWall = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      donation({ name: `Giver ${index}`, message: "For her", timestamp: count - index }),
    );

  /** localStorage, counting the reads of the wall and the texts JSON.parse is given. */
  function watched() {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const parse = vi.spyOn(JSON, "parse");
    const wallReads = () => getItem.mock.calls.filter(([key]) => key === DONATIONS_KEY).length;
    const longestParsed = () => Math.max(0, ...parse.mock.calls.map(([text]) => text.length));
    return {
      wallReads,
      longestParsed,
      reset: () => {
        getItem.mockClear();
        parse.mockClear();
      },
    };
  }

  it("is read once for every reader and render while the page listens, and again after another tab's write", () => {
    localStorage.setItem(DONATIONS_KEY, JSON.stringify(longWall(5)));
    const unsubscribe = subscribeToDonations(() => {});
    const reads = watched();
    const first = donationsSnapshot();
    for (let render = 0; render < 10; render += 1) expect(donationsSnapshot()).toBe(first);
    expect(reads.wallReads()).toBe(1);

    localStorage.setItem(DONATIONS_KEY, JSON.stringify(longWall(6)));
    window.dispatchEvent(new StorageEvent("storage", { key: DONATIONS_KEY }));
    expect(donationsSnapshot()).toHaveLength(6);
    unsubscribe();
  });

  it("takes a gift without parsing the whole list again, and shows it at once", () => {
    localStorage.setItem(DONATIONS_KEY, JSON.stringify(longWall(3000)));
    const unsubscribe = subscribeToDonations(() => {});
    expect(readDonations(localStorage).donations).toHaveLength(3000);
    const reads = watched();
    expect(addDonation(donation({ name: "New", timestamp: 9999 }))).toEqual({ ok: true });
    const shown = donationsSnapshot();
    expect(shown.map((d) => d.name).slice(0, 2)).toEqual(["New", "Giver 0"]);
    expect(shown).toHaveLength(3001);
    // Only the new entry's own text was parsed, never the 3,000 stored.
    expect(reads.longestParsed()).toBeLessThan(200);
    expect(readDonations(localStorage).donations).toHaveLength(3001);
    unsubscribe();
  });

  it("checks a long list a slice at a time, then tells the page", async () => {
    localStorage.setItem(DONATIONS_KEY, JSON.stringify(longWall(4500)));
    const heard = vi.fn();
    const unsubscribe = subscribeToDonations(heard);
    // Until every slice is checked the page shows what the build drew.
    expect(donationsSnapshot()).toEqual([]);
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect(donationsSnapshot()).toHaveLength(4500);
    expect(donationsSnapshot()[0]?.name).toBe("Giver 0");
    unsubscribe();
  });

  it("writes a gift once the thank-you has painted, or at once if the page is left first", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
    const saved = saveDonationAfterPaint(donation({ name: "After the paint" }), localStorage, null);
    await Promise.resolve();
    expect(localStorage.getItem(DONATIONS_KEY)).toBeNull();
    for (const frame of frames.splice(0)) frame(0);
    expect(await saved).toEqual({ ok: true });
    expect(readDonations(localStorage).donations.map((d) => d.name)).toEqual(["After the paint"]);

    const leaving = saveDonationAfterPaint(donation({ name: "Leaving" }), localStorage, null);
    window.dispatchEvent(new Event("pagehide"));
    expect(readDonations(localStorage).donations.map((d) => d.name)).toEqual([
      "Leaving",
      "After the paint",
    ]);
    expect(await leaving).toEqual({ ok: true });
  });
});

describe("wall arithmetic", () => {
  const wall = [
    donation({ name: "a", amount: 10, timestamp: 1 }),
    donation({ name: "b", amount: 50, timestamp: 2 }),
    donation({ name: "c", amount: 50, timestamp: 3 }),
    donation({ name: "d", amount: 0.1, timestamp: 3 }),
    donation({ name: "e", amount: 0.2, timestamp: 3 }),
  ];

  it("ranks the biggest gifts first, ties in stored order", () => {
    expect(topDonations(wall, 3).map((d) => d.name)).toEqual(["b", "c", "a"]);
    expect(wall.map((d) => d.name)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("adds up in pence", () => {
    expect(totalRaised(wall)).toBe(110.3);
    expect(totalRaised([])).toBe(0);
  });

  it("counts in words", () => {
    expect(donationCount(1)).toBe("1 donation");
    expect(donationCount(2)).toBe("2 donations");
    expect(donationCount(10_000)).toBe("10,000 donations");
  });

  it("gives every entry its own key, even in the same millisecond", () => {
    expect(donationKeys(wall)).toEqual(["1", "2", "3", "3-1", "3-2"]);
  });

  it("prints the date and time in en-GB long form", () => {
    expect(formatDonationTime(Date.UTC(2026, 5, 16, 11, 30), "Europe/London")).toBe(
      "16 June 2026 at 12:30",
    );
  });
});
