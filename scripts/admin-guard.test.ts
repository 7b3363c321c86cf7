// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorConfig } from "../src/admin/config.ts";
import { contentCheckPath } from "../src/admin/content-check.ts";
import { createGuard, decapServer, editorPlaces, realRefusal, refusal } from "./admin-guard.mjs";

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
      decap: http.createServer(),
      project: ".",
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

describe("where a path the editor names leads, every link followed", () => {
  let project = "";
  const outside = path.join(tmpdir(), `outside-${process.pid}.txt`);
  const read = (file: string) => ({ action: "getMediaFile", params: { path: file } });
  const remove = (file: string) => ({ action: "deleteFile", params: { path: file } });
  const list = (folder: string) => ({ action: "getMedia", params: { mediaFolder: folder } });
  const save = (file: string) => ({ action: "persistEntry", params: { entry: { path: file } } });

  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), "editor-project-"));
    for (const folder of ["content", "photos", "scripts", "public/images"])
      await mkdir(path.join(project, folder), { recursive: true });
    await writeFile(path.join(project, "package.json"), '{ "name": "picnic" }');
    await writeFile(path.join(project, "scripts", "build.mjs"), "// the build");
    await writeFile(path.join(project, "photos", "lawn.jpg"), "lawn");
    await writeFile(path.join(project, String(contentFile)), "{}");
    await symlink("../package.json", path.join(project, "photos", "link.jpg"));
    await symlink(outside, path.join(project, "photos", "dangling.jpg"));
    await symlink("lawn.jpg", path.join(project, "photos", "same-lawn.jpg"));
    // A screen's file and a media folder that are links to scripts/.
    await symlink("../scripts/build.mjs", path.join(project, String(places.files[1])));
    await symlink("../../scripts", path.join(project, "public", "images", "products"));
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it("refuses a link out of the editor's places, to read, write, delete or list, saying where it leads", async () => {
    for (const [body, words] of [
      [write("photos/link.jpg"), /refuses to write photos\/link\.jpg: it leads to package\.json/],
      [read("photos/link.jpg"), /refuses to read photos\/link\.jpg: it leads to package\.json/],
      [remove("photos/link.jpg"), /refuses to delete photos\/link\.jpg/],
      [write("photos/dangling.jpg"), /refuses to write photos\/dangling\.jpg: it leads out of/],
      [write("public/images/products/build.mjs"), /leads to scripts\/build\.mjs/],
      [write("public/images/products/new.png"), /leads to scripts\/new\.png/],
      [read("public/images/products/build.mjs"), /refuses to read/],
      [remove("public/images/products/build.mjs"), /refuses to delete/],
      // decap-server reads every file it lists: a folder holding a link out is not listed.
      [
        list("photos"),
        /refuses to list photos\/(link|dangling)\.jpg: it leads (to package\.json|out of)/,
      ],
      [
        list("public/images/products"),
        /refuses to list public\/images\/products: it leads to scripts; it may only use/,
      ],
      [
        save(String(places.files[1])),
        /refuses to write content\/.*: it leads to scripts\/build\.mjs/,
      ],
    ] as const) {
      expect(refusal(body, places), JSON.stringify(body)).toBeNull();
      expect(await realRefusal(body, places, project), JSON.stringify(body)).toEqual(
        expect.stringMatching(words),
      );
    }
  });

  it("lets through the editor's files, new photos, and a photo that is a link to another", async () => {
    for (const body of [
      save(String(contentFile)),
      write("photos/lawn.jpg"),
      write("photos/new.jpg"),
      read("photos/same-lawn.jpg"),
      remove("photos/lawn.jpg"),
      { action: "entriesByFiles", params: { files: [{ path: contentFile }] } },
    ]) {
      expect(await realRefusal(body, places, project), JSON.stringify(body)).toBeNull();
    }
  });

  it("writes through the guard to decap-server in the same process, and nowhere a link leads", async () => {
    const decap = await decapServer(project, "error");
    const guard = createGuard({ port: 0, editorPort: 4180, decap, project, places });
    await new Promise<void>((resolve) => guard.listen(0, "127.0.0.1", resolve));
    const { port } = guard.address() as AddressInfo;
    const post = (body: unknown) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/api/v1",
            method: "POST",
            headers: {
              host: "127.0.0.1:0",
              origin: "http://127.0.0.1:4180",
              "content-type": "application/json",
            },
          },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("error", reject);
        request.end(JSON.stringify(body));
      });
    const media = (file: string) => ({
      action: "persistMedia",
      params: {
        branch: "main",
        asset: { path: file, content: "b3duZWQ=", encoding: "base64" },
        options: { commitMessage: "Upload" },
      },
    });
    try {
      expect(await post(media("photos/picnic.jpg"))).toBe(200);
      expect(await readFile(path.join(project, "photos", "picnic.jpg"), "utf8")).toBe("owned");
      expect(await post(media("photos/link.jpg"))).toBe(422);
      expect(await post(media("photos/dangling.jpg"))).toBe(422);
      expect(await post(media("public/images/products/build.mjs"))).toBe(422);
      expect(await readFile(path.join(project, "package.json"), "utf8")).toBe(
        '{ "name": "picnic" }',
      );
      expect(await readFile(path.join(project, "scripts", "build.mjs"), "utf8")).toBe(
        "// the build",
      );
      expect(existsSync(outside)).toBe(false);
    } finally {
      guard.close();
    }
  });
});

describe("what anyone on the computer may send the guard, with its Host and the editor's Origin (a fresh attack round, decision 072)", () => {
  let project = "";
  let guard: http.Server;
  let port = 0;
  const options = { commitMessage: "x", useWorkflow: false, status: "x", collectionName: "c" };
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/v1",
          method: "POST",
          headers: {
            host: "127.0.0.1:0",
            origin: "http://127.0.0.1:4180",
            "content-type": "application/json",
            ...headers,
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  const folder = async () => (await readdir(path.join(project, "photos"))).sort();

  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), "editor-attack-"));
    for (const place of ["content", "photos", "public/images/products"]) {
      await mkdir(path.join(project, place), { recursive: true });
    }
    await writeFile(path.join(project, "package.json"), '{ "name": "picnic" }');
    await writeFile(path.join(project, String(contentFile)), "{}");
    await writeFile(path.join(project, "photos", "lawn.jpg"), "lawn");
    await symlink("lawn.jpg", path.join(project, "photos", "same-lawn.jpg"));
    guard = createGuard({
      port: 0,
      editorPort: 4180,
      decap: await decapServer(project, "error"),
      project,
      places,
    });
    await new Promise<void>((resolve) => guard.listen(0, "127.0.0.1", resolve));
    ({ port } = guard.address() as AddressInfo);
  });
  afterAll(async () => {
    guard.close();
    await rm(project, { recursive: true, force: true });
  });

  it("answers a body that is not what the editor sends with words, and keeps answering", async () => {
    for (const body of [
      '{"action":"getEntry","params":null}',
      '{"action":"getMedia","params":null}',
      '{"action":"persistEntry","params":{"dataFiles":{}}}',
      '{"action":"deleteFiles","params":"photos/lawn.jpg"}',
      `{"action":"info","params":${"[".repeat(100_000)}${"]".repeat(100_000)}}`,
    ]) {
      const answer = await post(body);
      expect(answer.status, body.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status, body.slice(0, 60)).toBeLessThan(500);
      expect(JSON.parse(answer.text).error, body.slice(0, 60)).toMatch(
        /^The editor's local server/,
      );
    }
    expect((await post('{"action":"info"}')).status).toBe(200);
  });

  it("never moves a file (a renamed entry would move its whole folder): the photos stay where they are", async () => {
    const before = await folder();
    const rename = (dataFiles: object[], extra = {}) =>
      JSON.stringify({
        action: "persistEntry",
        params: { branch: "main", dataFiles, assets: [], options: { ...options, ...extra } },
      });
    for (const body of [
      rename([{ slug: "a", path: "photos/a.json", raw: "{}", newPath: String(contentFile) }]),
      // Two moves of one file: decap-server's second rename failed where nothing waited for it.
      rename(
        [
          { slug: "a", path: "photos/b.json", raw: "{}", newPath: "photos/c.json" },
          { slug: "b", path: "photos/b.json", raw: "{}", newPath: "photos/d.json" },
        ],
        { hasSubfolders: false },
      ),
    ]) {
      const answer = await post(body);
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.text).error).toMatch(/refuses to move/);
    }
    expect(await folder()).toEqual(before);
    expect(await readFile(path.join(project, String(contentFile)), "utf8")).toBe("{}");
    expect((await post('{"action":"info"}')).status).toBe(200);
  });

  it("lists a folder only while every file in it leads to one of the editor's places, and never its sub-folders", async () => {
    const list = { action: "getMedia", params: { branch: "main", mediaFolder: "photos" } };
    const listed = await post(JSON.stringify(list));
    expect(listed.status).toBe(200);
    expect(listed.text).toContain(Buffer.from("lawn").toString("base64"));

    const byFolder = (depth: number) =>
      JSON.stringify({
        action: "entriesByFolder",
        params: { branch: "main", folder: "photos", extension: "jpg", depth },
      });
    expect((await post(byFolder(1))).status).toBe(200);
    const deep = await post(byFolder(5));
    expect(deep.status).toBe(422);
    expect(JSON.parse(deep.text).error).toMatch(/refuses to list below photos/);

    await symlink("../package.json", path.join(project, "photos", "link.jpg"));
    try {
      for (const body of [JSON.stringify(list), byFolder(1)]) {
        const answer = await post(body);
        expect(answer.status).toBe(422);
        expect(JSON.parse(answer.text).error).toMatch(
          /refuses to list photos\/link\.jpg: it leads to package\.json/,
        );
        expect(answer.text).not.toContain('"picnic"');
        expect(answer.text).not.toContain(Buffer.from('{ "name"').toString("base64"));
      }
    } finally {
      await rm(path.join(project, "photos", "link.jpg"));
    }
  });

  it("passes on a body sent in chunks, as decap-server reads one with its length", async () => {
    const answer = await post('{"action":"info"}', { "transfer-encoding": "chunked" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).type).toBe("local_fs");
  });
});
