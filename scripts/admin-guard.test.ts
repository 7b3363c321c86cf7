// @vitest-environment node
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editorConfig } from "../src/admin/config.ts";
import { contentCheckPath } from "../src/admin/content-check.ts";
import { createGuard, editorPlaces, refusal } from "./admin-guard.mjs";

const places = editorPlaces(editorConfig({ name: "git-gateway", branch: "main" }));
const [contentFile] = places.files;
const write = (path: unknown) => ({
  action: "persistMedia",
  params: { asset: { path, content: "", encoding: "base64" }, options: { commitMessage: "x" } },
});

describe("the places the editor's local server lets it use", () => {
  it("are read from the editor's configuration: its files, and its media folders", () => {
    expect(places.files.length).toBeGreaterThan(5);
    expect(places.files.every((file) => file.startsWith("content/"))).toBe(true);
    // The configuration's media_folder and the product picture field's own (src/content/schema.ts).
    expect(places.folders).toEqual(["photos", "public/images/products"]);
  });

  it("lets the editor read and save its files and add or delete a photo or product picture", () => {
    for (const body of [
      { action: "info" },
      { action: "entriesByFiles", params: { files: places.files.map((path) => ({ path })) } },
      { action: "getMedia", params: { mediaFolder: "photos" } },
      { action: "getMediaFile", params: { path: "public/images/products/tote.svg" } },
      { action: "persistEntry", params: { entry: { path: contentFile, raw: "{}" }, assets: [] } },
      write("photos/lawn.jpg"),
      write("public/images/products/hat.png"),
      { action: "deleteFile", params: { path: "photos/old.jpg" } },
      { action: "deleteFiles", params: { paths: ["photos/a.jpg", "photos/b.jpg"] } },
    ]) {
      expect(refusal(body, places), body.action).toBeNull();
    }
  });

  it("refuses any other path, with words that say where the editor may write", () => {
    const outside = [
      "package.json",
      "../x",
      "/etc/passwd",
      "/tmp/x.jpg",
      "C:\\x.jpg",
      "content/%2e%2e/package.json",
      "content/../package.json",
      "photos/../package.json",
      "photos/./lawn.jpg",
      "photos//lawn.jpg",
      "photos\\..\\package.json",
      ".git/config",
      "photos/.htaccess",
      "photos/sub/lawn.jpg",
      "photos",
      `${contentFile}.bak`,
      "content/new.json",
      "scripts/build.mjs",
      "photos/lawn.jpg\n",
      "",
      42,
      null,
    ];
    for (const path of outside) {
      expect(refusal(write(path), places), String(path)).toMatch(
        /^The editor's local server refuses .*: it may only use the editor's own files in content\/.* and files in photos\/ and public\/images\/products\/\.$/,
      );
    }
    // A content file may be saved, but not deleted; a folder listed only where media is.
    expect(refusal({ action: "deleteFile", params: { path: contentFile } }, places)).toMatch(
      /refuses to delete/,
    );
    expect(refusal({ action: "getMedia", params: { mediaFolder: "content" } }, places)).toMatch(
      /refuses to list content/,
    );
    // Every path an entry save names counts: a second data file, a new path, an asset.
    const save = (entry: object, assets: object[] = []) => ({
      action: "persistEntry",
      params: { entry: { path: contentFile, raw: "{}", ...entry }, assets },
    });
    expect(refusal(save({ newPath: "package.json" }), places)).toMatch(/package\.json/);
    expect(refusal(save({}, [{ path: "../x.jpg", content: "" }]), places)).toMatch(/\.\.\/x\.jpg/);
    expect(
      refusal(
        { action: "persistEntry", params: { dataFiles: [{ path: "package.json" }], assets: [] } },
        places,
      ),
    ).toMatch(/package\.json/);
  });

  it("refuses the actions the editor never uses", () => {
    for (const action of ["unpublishedEntries", "publishUnpublishedEntry", "getDeployPreview", 1]) {
      expect(refusal({ action }, places)).toMatch(/does not do/);
    }
  });

  it("never lets a path out of the editor's places, whatever it is made of", () => {
    const pieces = fc.constantFrom(
      "..",
      ".",
      "",
      "photos",
      "content",
      "public",
      "images",
      "products",
      "%2e%2e",
      "x.jpg",
      ".git",
      "\\",
      "C:",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 6 }), fc.boolean(), (names, absolute) => {
        const path = `${absolute ? "/" : ""}${names.join("/")}`;
        if (refusal(write(path), places) !== null) return;
        // Let through: a plain name directly in a media folder, or one of the editor's files.
        const folder = path.slice(0, path.lastIndexOf("/"));
        const name = path.slice(path.lastIndexOf("/") + 1);
        const inFolder = places.folders.includes(folder) && /^[^./\\:][^/\\:]*$/.test(name);
        expect(inFolder || places.files.includes(path), path).toBe(true);
      }),
    );
  });
});

describe("the content check, as the editor's local server answers it", () => {
  it("tells the editor, and no other page, what the build would refuse in the files now", async () => {
    const messages = ["content/site.json: emails.info must be an e-mail address"];
    const guard = createGuard({
      port: 0,
      editorPort: 4180,
      upstream: 1,
      places,
      contentCheck: { path: contentCheckPath, messages: async () => messages },
    });
    await new Promise<void>((resolve) => guard.listen(0, "127.0.0.1", resolve));
    const { port } = guard.address() as AddressInfo;
    // The guard answers only its own Host: the one it was told, here the port it was given.
    const ask = (origin: string) =>
      new Promise<{ status: number; body: string; allowed?: string }>((resolve, reject) => {
        const request = http.get(
          {
            host: "127.0.0.1",
            port,
            path: contentCheckPath,
            headers: { origin, host: "127.0.0.1:0" },
          },
          (response) => {
            let body = "";
            response.on("data", (chunk: Buffer) => (body += chunk.toString()));
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                body,
                allowed: response.headers["access-control-allow-origin"],
              }),
            );
          },
        );
        request.on("error", reject);
      });
    try {
      const own = await ask("http://127.0.0.1:4180");
      expect(own).toEqual({
        status: 200,
        body: JSON.stringify({ errors: messages }),
        allowed: "http://127.0.0.1:4180",
      });
      const other = await ask("http://evil.example");
      expect(other.status).toBe(403);
      expect(other.body).not.toContain("emails.info");
    } finally {
      guard.close();
    }
  });
});
