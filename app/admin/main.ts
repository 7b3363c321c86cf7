// The content editor at /admin (Decap CMS, decision 029): its own script,
// bundled from npm by scripts/admin-build.ts, never loaded by a page of the
// site. Opened from this computer (`npm run admin`), it saves into the
// working copy through decap-server, one port above the page's; online it
// saves to the repository through the backend chosen at build time.
import CMS from "decap-cms-app";
import { editorConfig, type Backend } from "./config.ts";

declare const __EDITOR_BACKEND__: Backend;

const local = ["localhost", "127.0.0.1"].includes(location.hostname);
const localBackend = local
  ? `http://${location.hostname}:${Number(location.port) + 1}/api/v1`
  : undefined;

// The ES module build does not start itself: it is given the configuration here.
CMS.init({ config: editorConfig(__EDITOR_BACKEND__, localBackend) as never });
