// The content editor at /admin (Decap CMS, decision 029): its own script,
// bundled from npm by scripts/admin-build.ts, never loaded by a page of the
// site. Opened from this computer (`npm run admin`), it saves into the
// working copy through decap-server, one port above the page's; online it
// saves to the repository through the backend chosen at build time.
//
// Decap's core with only what the configuration uses (not decap-cms-app, which
// brings every backend, widget and language: about 140 MB more installed): the two
// online backends, the proxy that local_backend uses for decap-server, the
// widgets src/admin/fields.ts writes ("hidden" is the core's own), and English.
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitGatewayBackend } from "decap-cms-backend-git-gateway";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { en } from "decap-cms-locales";
import BooleanWidget from "decap-cms-widget-boolean";
import DatetimeWidget from "decap-cms-widget-datetime";
import FileWidget from "decap-cms-widget-file";
import ImageWidget from "decap-cms-widget-image";
import ListWidget from "decap-cms-widget-list";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import prettierrc from "../../.prettierrc.json";
import { editorConfig, editorFormat, type Backend } from "./config.ts";
import { contentCheckPath, showContentCheck, type Screen } from "./content-check.ts";
import { DateControl } from "./date-widget.tsx";
import { dateWidgetName } from "./fields.ts";
import { editorJsonFormat, layoutOf } from "./json-format.ts";
import { loadEachScreensOwnFile } from "./screen-routes.ts";
import { previewStylesheet, previewTemplates } from "./preview.tsx";

declare const __EDITOR_BACKEND__: Backend;

const local = ["localhost", "127.0.0.1"].includes(location.hostname);
const localServer = `http://${location.hostname}:${Number(location.port) + 1}`;
const localBackend = local ? `${localServer}/api/v1` : undefined;
const config = editorConfig(__EDITOR_BACKEND__, localBackend);

CMS.registerBackend("git-gateway", GitGatewayBackend);
CMS.registerBackend("github", GitHubBackend);
CMS.registerBackend("proxy", ProxyBackend);
CMS.registerLocale("en", en);
for (const widget of [
  BooleanWidget,
  DatetimeWidget,
  FileWidget,
  ImageWidget,
  ListWidget,
  NumberWidget,
  ObjectWidget,
  SelectWidget,
  StringWidget,
  TextWidget,
])
  CMS.registerWidget(widget.Widget());
// Dates typed day first and shown in words (date-widget.tsx).
CMS.registerWidget(dateWidgetName, DateControl as never);

// Each save written in the order of the editor's fields and the project's Prettier format, online
// and on this computer alike, so `prettier --check` passes and the diff is the change (decision 043).
CMS.registerCustomFormat(
  editorFormat,
  "json",
  editorJsonFormat(
    config.collections.flatMap((collection) => collection.files),
    layoutOf(prettierrc),
  ),
);

// Each screen's preview: the site's pages drawn from what is typed, in the site's stylesheet.
CMS.registerPreviewStyle(previewStylesheet);
for (const [name, template] of previewTemplates) CMS.registerPreviewTemplate(name, template);

// On this computer, what the build would refuse in the files, after each save (decision 040).
if (local) {
  const screens: Record<string, Screen> = {};
  for (const collection of config.collections)
    for (const { name, label, file } of collection.files)
      screens[file] = { label, link: `#/collections/${collection.name}/entries/${name}` };
  const askAgain = showContentCheck(`${localServer}${contentCheckPath}`, screens);
  CMS.registerEventListener({ name: "postSave", handler: askAgain });
}

// Whatever link or address opens a screen, it shows (and saves) its own file.
loadEachScreensOwnFile();

// The ES module build does not start itself: it is given the configuration here.
CMS.init({ config: config as never });
