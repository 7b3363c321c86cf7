// The imports' shape, checked by `npm run test:static` (dependency-cruiser):
// no loop between the config, the site's code, the server, the scripts and the
// integrations, and no arrow from the content or the domain logic up to what
// draws pages (components, screens, hooks) or the editor (decision 067).
// .astro files are not read: only pages and the layout are .astro, and nothing
// imports a page or the layout but a page, so no loop can pass through one.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-loop",
      comment: "A loop of imports: each module needs the other to be read first.",
      severity: "error",
      from: { path: "^(astro\\.config\\.ts|src|server|scripts|integrations)/?" },
      to: { circular: true },
    },
    {
      name: "domain-stays-below",
      comment:
        "The content (src/content/) and the domain logic (src/lib/) are read by the pages, never the other way: they import no component, screen, hook or editor module.",
      severity: "error",
      from: { path: "^src/(content|lib)/" },
      to: { path: "^src/(components|screens|hooks|admin)/" },
    },
  ],
  options: {
    includeOnly: "^(astro\\.config\\.ts|src|server|scripts|integrations)/?",
    exclude: { path: "\\.test\\.tsx?$|\\.test\\.js$|\\.test-support\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
