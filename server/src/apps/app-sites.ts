/**
 * The three browser apps the server serves, in one place: which host prefix picks each, where its
 * workspace and its Vite build live. The apps plugin routes by this list and `npm start`'s
 * build step (cli/build-stale.ts) builds by it.
 */
import path from 'node:path';
import { APP_HOST_PREFIXES } from '@celebra/shared/format';
import { REPO_ROOT } from '../paths';

export type AppSite = {
  /** The npm workspace folder: admin, host or guest. */
  workspace: string;
  /** The first label of the host name that picks the app: admin.localhost, users.localhost… */
  subdomain: string;
  /** What the index page and the missing-build page call it. */
  title: string;
  /** One line for the index page. */
  description: string;
  /** The workspace folder, whose sources the build reads. */
  dir: string;
  /** The Vite build the server serves (a fixture folder in tests). */
  distDir: string;
  /**
   * The module that renders the app's first view on the server, the event site's only: its
   * server build (`vite build --ssr`, beside the site's), which apps/guest-first-view.ts loads.
   */
  renderer?: string;
};

function site(workspace: string, subdomain: string, title: string, description: string): AppSite {
  const dir = path.join(REPO_ROOT, workspace);
  const distDir = path.join(dir, 'dist');
  const renderer = workspace === 'guest' ? path.join(dir, 'dist-server', 'entry-server.js') : undefined;
  return { workspace, subdomain, title, description, dir, distDir, ...(renderer ? { renderer } : {}) };
}

export const APP_SITES: readonly AppSite[] = [
  site(
    'admin',
    APP_HOST_PREFIXES.admin,
    'Painel administrativo',
    'Eventos, anfitriões, presentes, repasses e configurações.',
  ),
  site('host', APP_HOST_PREFIXES.host, 'Painel do anfitrião', 'Cadastro, pré-cadastro e o painel do evento.'),
  site(
    'guest',
    APP_HOST_PREFIXES.guest,
    'Site do evento',
    'A página que os convidados abrem: presentes, recados e presença.',
  ),
];

/** The app a host name picks by its first label (`site.localhost` → guest), if any. */
export function findAppSite(sites: readonly AppSite[], hostname: string): AppSite | undefined {
  const firstLabel = hostname.toLowerCase().split('.')[0];
  if (!firstLabel || !hostname.includes('.')) return undefined;
  return sites.find((app) => app.subdomain === firstLabel);
}
