// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Boom(): never {
  throw new Error("The shop could not be loaded");
}

describe("the root error screen", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows the spec's title and, in development, the error message inside the site layout", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "/", Component: Boom, ErrorBoundary }]);
    render(<Stub />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The shop could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("keeps the error message to itself in production", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.stubEnv("DEV", false);
    const Stub = createRoutesStub([{ path: "/", Component: Boom, ErrorBoundary }]);
    render(<Stub />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on this page.")).toBeInTheDocument();
    expect(screen.queryByText(/The shop could not be loaded/)).not.toBeInTheDocument();
  });

  it("shows the status of a failed route response", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        loader: () => {
          throw data(null, { status: 503, statusText: "Service Unavailable" });
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary,
      },
    ]);
    render(<Stub />);
    expect(await screen.findByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
