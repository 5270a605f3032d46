/**
 * The import rules of the whole house, checked by `npm run lint` (dependency-cruiser):
 * no import circle in any package, the workspaces layered (the contract at the bottom, the UI kit
 * above it, the apps and the server on top, never importing each other), and the server's own
 * layers, each importing only its own layer or lower ones.
 */

/** The server's layers, from the bottom up: paths under server/src/ (a folder ends with '/'). */
const SERVER_LAYERS = [
  { name: 'base', paths: ['config.ts', 'paths.ts', 'logger.ts', 'heap-growth.ts', 'html/'] },
  // The domain's errors (a code and a Portuguese message) are a primitive every layer may throw,
  // and http/ maps their codes to statuses.
  { name: 'database and HTTP primitives', paths: ['db/', 'http/', 'domain/errors/'] },
  // What serves reads without recomputing them: it stands on db/ alone, and the domain, the
  // session checks, the plugins and the routes read through it.
  { name: 'read model', paths: ['read-model/'] },
  // Mercado Pago's adapter (its client, its answers' schemas, the webhook's signature, its
  // statuses in Celebra's terms): the domain calls it, it calls nothing of the domain but its
  // errors, so the webhook's path runs routes → domain → provider, one way.
  { name: 'payment provider', paths: ['payment-provider/'] },
  {
    name: 'domain and services',
    paths: ['domain/', 'auth/', 'mail/', 'media/', 'storage/', 'geo/', 'metrics/', 'queue/'],
  },
  { name: 'plugins and pages', paths: ['plugins/', 'apps/'] },
  { name: 'routes', paths: ['routes/'] },
  { name: 'app', paths: ['app.ts'] },
  // The background jobs run beside the app, not inside it: main.ts starts them with the services
  // of the app it built (app.services), and they call the domain as the routes do.
  { name: 'jobs', paths: ['jobs/'] },
  // The demo seed is start-up code: it fills the database main.ts and the command line open.
  { name: 'start-up', paths: ['main.ts', 'cli/', 'demo-seed/'] },
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A path under server/src/ as a regular expression: a folder by its prefix, a file whole. */
const serverPath = (path) => `^server/src/${escapeRegExp(path)}${path.endsWith('/') ? '' : '$'}`;
const anyOf = (paths) => paths.map(serverPath).join('|');
const SEED = serverPath('demo-seed/');
/** Whether a path lies inside another layer's folder (domain/errors/ in domain/). */
const isNestedIn = (path, folder) => folder.endsWith('/') && path !== folder && path.startsWith(folder);

/** What speaks no HTTP: the domain and what stands beside it (server-domain-speaks-no-http). */
const NO_HTTP = ['domain/', 'payment-provider/', 'read-model/', 'jobs/'];

const upwardRules = SERVER_LAYERS.slice(0, -1).map((layer, index) => {
  const higher = SERVER_LAYERS.slice(index + 1);
  const higherPaths = higher.flatMap((above) => above.paths);
  // A lower layer's folder nested in a higher one's is no import upwards (domain/errors/).
  const notTo = SERVER_LAYERS.slice(0, index + 1)
    .flatMap((below) => below.paths)
    .filter((path) => higherPaths.some((folder) => isNestedIn(path, folder)));
  return {
    name: `server-layer-${layer.name.replace(/\W+/g, '-')}`,
    comment: `server: ${layer.name} must not import ${higher.map((above) => above.name).join(', ')}`,
    severity: 'error',
    from: { path: anyOf(layer.paths) },
    to: { path: anyOf(higherPaths), ...(notTo.length > 0 ? { pathNot: anyOf(notTo) } : {}) },
  };
});

/** Workspaces by what they may import: the contract, the UI kit, the apps, the server. */
const APPS = '^(admin|host|guest)/';
const workspaceRules = [
  {
    name: 'shared-imports-no-workspace',
    comment: 'shared/ is the contract every side stands on: it imports no other workspace',
    from: { path: '^shared/' },
    to: { path: '^(ui|admin|host|guest|server|mock-server|e2e|bench)/' },
  },
  {
    name: 'shared-imports-no-ui-library',
    comment:
      'shared/ is zod, formatters and the API client, read by the server too: React and its form library belong to ui/',
    from: { path: '^shared/' },
    to: { path: 'node_modules/(react|react-dom|react-hook-form|@hookform/[^/]+|@mui/[^/]+|@emotion/[^/]+)/' },
  },
  {
    name: 'ui-imports-only-shared',
    comment: 'the UI kit stands on the contract alone: no app, no server',
    from: { path: '^ui/' },
    to: { path: '^(admin|host|guest|server|mock-server)/' },
  },
  // An app (admin, host, guest) imports shared/ and ui/, never another app nor the server.
  ...['admin', 'host', 'guest'].map((app) => ({
    name: `${app}-imports-no-other-app`,
    comment: 'an app (admin, host, guest) imports shared/ and ui/, never another app nor the server',
    from: { path: `^${app}/` },
    to: {
      path: `^(${['admin', 'host', 'guest', 'server', 'mock-server'].filter((other) => other !== app).join('|')})/`,
    },
  })),
  {
    name: 'server-imports-no-app-source',
    comment: 'the server serves the apps built, it does not import their source',
    from: { path: '^server/src/' },
    to: { path: `${APPS}|^ui/` },
  },
  {
    name: 'server-loads-stand-ins-only-on-demand',
    comment:
      'the stand-ins (mock-server) are loaded only when the demo starts them (a dynamic import): a configured server never loads them',
    from: { path: '^server/src/' },
    to: { path: '^mock-server/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no import circle, in any package: a circle makes load order matter and hides a layer',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upwardRules.map((rule) => ({ severity: 'error', ...rule })),
    {
      name: 'server-file-in-a-layer',
      comment: 'every server file sits in one of the layers above: a new folder is placed on purpose',
      severity: 'error',
      from: { path: '^server/src/', pathNot: anyOf(SERVER_LAYERS.flatMap((layer) => layer.paths)) },
      to: {},
    },
    {
      name: 'server-routes-only-from-app',
      comment: 'nothing outside routes/ imports routes/ but the app that registers them',
      severity: 'error',
      from: { path: '^server/src/', pathNot: `${serverPath('routes/')}|${serverPath('app.ts')}` },
      to: { path: serverPath('routes/') },
    },
    {
      name: 'server-seed-only-from-start-up',
      comment: 'the demo seed (demo-seed/) is used only by start-up (main.ts, cli/)',
      severity: 'error',
      from: { path: '^server/src/', pathNot: `${SEED}|${anyOf(['main.ts', 'cli/'])}` },
      to: { path: SEED },
    },
    {
      name: 'server-routes-store-no-media',
      comment:
        "routes parse the upload and call the domain: storing a file, writing its row and removing what the write replaced is the domain's (media/with-stored-media.ts); a route may name the Storage type, not import what stores",
      severity: 'error',
      from: { path: serverPath('routes/') },
      to: {
        path: anyOf([
          'storage/',
          'media/store-image.ts',
          'media/video.ts',
          'media/ensure-link-preview.ts',
          'media/with-stored-media.ts',
        ]),
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-domain-speaks-no-http',
      comment:
        "the domain, the payment provider's adapter, the read model and the jobs speak no HTTP: they throw domain errors (domain/errors/) and take the services (domain/services.ts), never Fastify nor http/; the routes translate",
      severity: 'error',
      from: { path: anyOf(NO_HTTP) },
      to: {
        path: `${serverPath('http/')}|node_modules/(@fastify|fastify|fastify-plugin|fastify-type-provider-zod)/`,
      },
    },
    ...workspaceRules.map((rule) => ({ severity: 'error', ...rule })),
  ],
  options: {
    // The source the apps and the server run; tests and builds are not layered. Installed packages
    // are leaves (not followed): a rule may name them, none looks inside them.
    exclude: {
      path: ['^[^/]+/dist/', '\\.test\\.tsx?$', '^[^/]+/(src/)?test/', '^(?!node_modules/).*\\.d\\.ts$'],
    },
    doNotFollow: { path: ['node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    // Workspaces are linked in node_modules: followed to their real folder, so a rule sees
    // `shared/src/...` where an app imports '@celebra/shared'.
    preserveSymlinks: false,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
