// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { activateUpdate, registerServiceWorker } from "./service-worker";

class FakeWorker extends EventTarget {
  state = "installing";
  postMessage = vi.fn();
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

class FakeContainer extends EventTarget {
  controller: object | null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration as unknown as ServiceWorkerRegistration);
  constructor({ controlled }: { controlled: boolean }) {
    super();
    this.controller = controlled ? {} : null;
  }
}

const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registerServiceWorker", () => {
  it("registers /sw.js once the page has loaded", async () => {
    const container = new FakeContainer({ controlled: false });
    registerServiceWorker(() => {}, asContainer(container));
    await settle();
    expect(container.register).toHaveBeenCalledWith("/sw.js");
  });

  it("offers a version that is already waiting", async () => {
    const container = new FakeContainer({ controlled: true });
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    const onUpdateReady = vi.fn();
    registerServiceWorker(onUpdateReady, asContainer(container));
    await settle();
    expect(onUpdateReady).toHaveBeenCalledWith(waiting);
  });

  it("offers a new version once it has installed, but not the very first one", async () => {
    for (const controlled of [true, false]) {
      const container = new FakeContainer({ controlled });
      const onUpdateReady = vi.fn();
      registerServiceWorker(onUpdateReady, asContainer(container));
      await settle();
      const worker = new FakeWorker();
      container.registration.installing = worker;
      container.registration.dispatchEvent(new Event("updatefound"));
      worker.state = "installed";
      container.registration.waiting = worker;
      worker.dispatchEvent(new Event("statechange"));
      expect(onUpdateReady).toHaveBeenCalledTimes(controlled ? 1 : 0);
    }
  });

  it("stays quiet when the browser answers with no registration", async () => {
    const container = new FakeContainer({ controlled: true });
    container.register.mockResolvedValueOnce(undefined as unknown as ServiceWorkerRegistration);
    const onUpdateReady = vi.fn();
    registerServiceWorker(onUpdateReady, asContainer(container));
    await settle();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it("stays quiet when registration fails", async () => {
    const container = new FakeContainer({ controlled: false });
    container.register.mockRejectedValueOnce(new Error("blocked"));
    const onUpdateReady = vi.fn();
    registerServiceWorker(onUpdateReady, asContainer(container));
    await settle();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });
});

describe("activateUpdate", () => {
  it("tells the waiting worker to take over and reloads when it has", () => {
    const container = new FakeContainer({ controlled: true });
    const waiting = new FakeWorker();
    waiting.state = "installed";
    const reload = vi.fn();
    activateUpdate(waiting as unknown as ServiceWorker, asContainer(container), reload);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when another tab has already let the new version take over", () => {
    for (const state of ["activating", "activated", "redundant"]) {
      const container = new FakeContainer({ controlled: true });
      const waiting = new FakeWorker();
      waiting.state = state;
      const reload = vi.fn();
      activateUpdate(waiting as unknown as ServiceWorker, asContainer(container), reload);
      expect(reload, state).toHaveBeenCalledTimes(1);
    }
  });
});
