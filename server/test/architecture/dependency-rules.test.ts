import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules `npm run lint` checks (the root's .dependency-cruiser.cjs), tried on small
 * trees written for each case: a rule that cannot fail would let the house drift unseen.
 */
const require = createRequire(import.meta.url);
const config = require('../../../.dependency-cruiser.cjs') as {
  forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden'];
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'celebra-imports-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The rules broken by a tree of `files` (path → source), each as 'rule: from → to'. */
async function broken(name: string, files: Record<string, string>): Promise<string[]> {
  const base = path.join(root, name);
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(base, file)), { recursive: true });
    await writeFile(path.join(base, file), source);
  }
  const dirs = [...new Set(Object.keys(files).map((file) => file.split('/')[0] as string))];
  const result = await cruise(dirs, {
    baseDir: base,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('expected the cruise result as an object');
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

describe('the import rules', () => {
  it('pass a tree that keeps them', async () => {
    expect(
      await broken('clean', {
        'server/src/app.ts': "import { routes } from './routes/index';\nexport const app = routes;\n",
        'server/src/routes/index.ts': "import { find } from '../domain/find';\nexport const routes = find;\n",
        'server/src/domain/find.ts': "import { db } from '../db/client';\nexport const find = db;\n",
        'server/src/db/client.ts': 'export const db = 1;\n',
        'server/src/main.ts':
          "import { app } from './app';\nimport { seed } from './demo-seed/index';\nexport const started = [app, seed];\nexport const demo = () => import('../../mock-server/src/index');\n",
        'server/src/demo-seed/index.ts': "import { db } from '../db/client';\nexport const seed = db;\n",
        'mock-server/src/index.ts': 'export const mock = 1;\n',
      }),
    ).toEqual([]);
  });

  it('refuse an import from a lower server layer to a higher one', async () => {
    expect(
      await broken('upward', {
        'server/src/db/client.ts': "import { find } from '../domain/find';\nexport const db = find;\n",
        'server/src/domain/find.ts': 'export const find = 1;\n',
      }),
    ).toEqual([
      'server-layer-database-and-HTTP-primitives: server/src/db/client.ts → server/src/domain/find.ts',
    ]);
  });

  it("refuse the domain, the payment provider's adapter, the read model and the jobs importing http/", async () => {
    expect(
      await broken('no-http', {
        'server/src/domain/find.ts':
          "import { HttpError } from '../http/http-error';\nexport const find = HttpError;\n",
        'server/src/payment-provider/pay.ts':
          "import { HttpError } from '../http/http-error';\nexport const pay = HttpError;\n",
        'server/src/read-model/read.ts':
          "import { HttpError } from '../http/http-error';\nexport const read = HttpError;\n",
        'server/src/jobs/run.ts':
          "import { HttpError } from '../http/http-error';\nexport const run = HttpError;\n",
        'server/src/http/http-error.ts': 'export const HttpError = 1;\n',
      }),
    ).toEqual([
      'server-domain-speaks-no-http: server/src/domain/find.ts → server/src/http/http-error.ts',
      'server-domain-speaks-no-http: server/src/jobs/run.ts → server/src/http/http-error.ts',
      'server-domain-speaks-no-http: server/src/payment-provider/pay.ts → server/src/http/http-error.ts',
      'server-domain-speaks-no-http: server/src/read-model/read.ts → server/src/http/http-error.ts',
    ]);
  });

  it("let http/ and the read model throw the domain's errors, but no other domain file", async () => {
    expect(
      await broken('domain-errors', {
        'server/src/http/status.ts':
          "import { DomainError } from '../domain/errors/domain-error';\nimport { find } from '../domain/find';\nexport const status = [DomainError, find];\n",
        'server/src/read-model/read.ts':
          "import { DomainError } from '../domain/errors/domain-error';\nexport const read = DomainError;\n",
        'server/src/domain/errors/domain-error.ts': 'export const DomainError = 1;\n',
        'server/src/domain/find.ts':
          "import { DomainError } from './errors/domain-error';\nexport const find = DomainError;\n",
      }),
    ).toEqual([
      'server-layer-database-and-HTTP-primitives: server/src/http/status.ts → server/src/domain/find.ts',
    ]);
  });

  it("keep the payment provider's adapter below the domain: the domain calls it, it throws the domain's errors and calls nothing else of it", async () => {
    expect(
      await broken('provider', {
        'server/src/domain/payment/apply.ts':
          "import { getPayment } from '../../payment-provider/mercadopago';\nexport const apply = getPayment;\n",
        'server/src/payment-provider/mercadopago.ts':
          "import { DomainError } from '../domain/errors/domain-error';\nimport { decide } from '../domain/payment/decide';\nexport const getPayment = [DomainError, decide];\n",
        'server/src/domain/errors/domain-error.ts': 'export const DomainError = 1;\n',
        'server/src/domain/payment/decide.ts': 'export const decide = 1;\n',
      }),
    ).toEqual([
      'server-layer-payment-provider: server/src/payment-provider/mercadopago.ts → server/src/domain/payment/decide.ts',
    ]);
  });

  it('place the demo seed with start-up, and let only start-up import it', async () => {
    expect(
      await broken('seed', {
        'server/src/db/client.ts': "import { seed } from '../demo-seed/index';\nexport const db = seed;\n",
        'server/src/cli/seed.ts': "import { seed } from '../demo-seed/index';\nexport const cli = seed;\n",
        'server/src/demo-seed/index.ts': 'export const seed = 1;\n',
      }),
    ).toEqual([
      'server-layer-database-and-HTTP-primitives: server/src/db/client.ts → server/src/demo-seed/index.ts',
      'server-seed-only-from-start-up: server/src/db/client.ts → server/src/demo-seed/index.ts',
    ]);
  });

  it('refuse an import circle in an app, type-only included', async () => {
    expect(
      await broken('circle', {
        'admin/src/a.tsx': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;\n",
        'admin/src/b.tsx': "import { a } from './a';\nexport type B = number;\nexport const b = a;\n",
      }),
    ).toEqual(['no-circular: admin/src/a.tsx → admin/src/b.tsx']);
  });

  it('refuse the contract importing an app, and an app importing another', async () => {
    expect(
      await broken('workspaces', {
        'shared/src/index.ts': "import { page } from '../../host/src/page';\nexport const shared = page;\n",
        'host/src/page.ts': 'export const page = 1;\n',
        'guest/src/site.ts': "import { page } from '../../host/src/page';\nexport const site = page;\n",
      }),
    ).toEqual([
      'guest-imports-no-other-app: guest/src/site.ts → host/src/page.ts',
      'shared-imports-no-workspace: shared/src/index.ts → host/src/page.ts',
    ]);
  });

  it('refuse a static import of the stand-ins from the server, and a file outside the layers', async () => {
    expect(
      await broken('stand-ins', {
        'server/src/stray.ts':
          "import { mock } from '../../mock-server/src/index';\nexport const stray = mock;\n",
        'mock-server/src/index.ts': 'export const mock = 1;\n',
      }),
    ).toEqual([
      'server-file-in-a-layer: server/src/stray.ts → mock-server/src/index.ts',
      'server-loads-stand-ins-only-on-demand: server/src/stray.ts → mock-server/src/index.ts',
    ]);
  });

  it('refuse React or its form library in the contract, which the server reads too', async () => {
    expect(
      await broken('shared-react', {
        'shared/src/forms.ts': "import { get } from 'react-hook-form';\nexport const read = get;\n",
        'node_modules/react-hook-form/package.json': '{ "name": "react-hook-form", "main": "index.js" }\n',
        'node_modules/react-hook-form/index.js': 'export const get = 1;\n',
      }),
    ).toEqual(['shared-imports-no-ui-library: shared/src/forms.ts → node_modules/react-hook-form/index.js']);
  });

  it('refuse a route importing what stores media, but let it name the Storage type', async () => {
    const route = [
      "import type { Storage } from '../../storage/storage';",
      "import { storeImage } from '../../media/store-image';",
      "import { storeVideo } from '../../media/video';",
      "import { ensureLinkPreview } from '../../media/ensure-link-preview';",
      "import { withStoredMedia } from '../../media/with-stored-media';",
      "import { LocalStorage } from '../../storage/local-storage';",
      "import { readUpload } from '../../media/read-upload';",
      "import { sniffVideo } from '../../media/sniff-video';",
      "import { saveGift } from '../../domain/gift/save-gift-with-image';",
      'export type Probe = Storage;',
      'export const used = [storeImage, storeVideo, ensureLinkPreview, withStoredMedia, LocalStorage, readUpload, sniffVideo, saveGift];',
    ].join('\n');
    expect(
      await broken('route-stores', {
        'server/src/routes/gifts/index.ts': `${route}\n`,
        'server/src/storage/storage.ts': 'export type Storage = { put(): void };\n',
        'server/src/storage/local-storage.ts': 'export class LocalStorage {}\n',
        'server/src/media/store-image.ts': 'export const storeImage = 1;\n',
        'server/src/media/video.ts': 'export const storeVideo = 1;\n',
        'server/src/media/ensure-link-preview.ts': 'export const ensureLinkPreview = 1;\n',
        'server/src/media/with-stored-media.ts': 'export const withStoredMedia = 1;\n',
        'server/src/media/read-upload.ts': 'export const readUpload = 1;\n',
        'server/src/media/sniff-video.ts': 'export const sniffVideo = 1;\n',
        'server/src/domain/gift/save-gift-with-image.ts':
          "import { withStoredMedia } from '../../media/with-stored-media';\nexport const saveGift = withStoredMedia;\n",
      }),
    ).toEqual(
      [
        'media/ensure-link-preview.ts',
        'media/store-image.ts',
        'media/video.ts',
        'media/with-stored-media.ts',
        'storage/local-storage.ts',
      ].map((to) => `server-routes-store-no-media: server/src/routes/gifts/index.ts → server/src/${to}`),
    );
  });
});
