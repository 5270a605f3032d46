/**
 * The two pages the server writes itself: the index a plain host (`localhost:3000`) shows, with
 * links to the three apps and the demo logins, and the page an app's host shows while the app
 * has not been built. Self-contained (inline style, no script): they work before any build.
 */

import { escapeHtml } from '../html/escape-html';
import type { AppSite } from './app-sites';

export type DemoInfo = {
  logins: readonly { role: string; email: string; password: string }[];
  /** The demo event's slug, linked from the event site's card. */
  eventSlug: string;
};

const ROLE_LABELS: Record<string, string> = { administrator: 'Administrador', host: 'Anfitrião' };

const STYLE = `
  :root { color-scheme: light; --brand: #8c5e7a; --ink: #2d2430; --muted: #6f6573; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    color: var(--ink); background: linear-gradient(160deg, #f8f1f5, #fdfbfc 55%); min-height: 100vh; }
  main { max-width: 880px; margin: 0 auto; padding: 56px 24px; }
  h1 { font-size: 2.4rem; margin: 0; color: var(--brand); letter-spacing: -0.02em; }
  .lead { color: var(--muted); margin: 4px 0 36px; font-size: 1.1rem; }
  .apps { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(230px, 1fr)); }
  .card { display: block; padding: 20px; border-radius: 14px; background: #fff; text-decoration: none;
    color: inherit; border: 1px solid #eadde5; box-shadow: 0 1px 3px rgb(0 0 0 / 0.05); }
  a.card:hover { border-color: var(--brand); box-shadow: 0 4px 14px rgb(140 94 122 / 0.18); }
  .card h2 { margin: 0 0 6px; font-size: 1.1rem; color: var(--brand); }
  .card p { margin: 0 0 10px; color: var(--muted); font-size: 0.95rem; }
  .card code, td code { font-size: 0.85rem; word-break: break-all; }
  h3 { margin: 40px 0 10px; font-size: 1rem; }
  table { border-collapse: collapse; background: #fff; border-radius: 12px; overflow: hidden;
    border: 1px solid #eadde5; }
  td, th { padding: 8px 14px; text-align: left; border-bottom: 1px solid #f1e8ee; font-size: 0.95rem; }
  th { color: var(--muted); font-weight: 600; }
  footer { margin-top: 40px; color: var(--muted); font-size: 0.9rem; }
  footer a { color: var(--brand); }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/** The index of a plain host: a card per app (its address from the config), the demo logins. */
export function renderIndexPage(
  sites: readonly AppSite[],
  appUrls: Record<string, string>,
  demo: DemoInfo | undefined,
): string {
  const cards = sites.map((app) => {
    const base = appUrls[app.subdomain] ?? '';
    const url = app.workspace === 'guest' && demo ? `${base}/${demo.eventSlug}` : base;
    const shown = app.workspace === 'guest' && !demo ? `${base}/<link-do-evento>` : url;
    return `<a class="card" href="${escapeHtml(url)}"><h2>${escapeHtml(app.title)}</h2>
<p>${escapeHtml(app.description)}</p><code>${escapeHtml(shown)}</code></a>`;
  });
  const logins = demo
    ? `<h3>Contas de demonstração</h3>
<table><thead><tr><th>Perfil</th><th>E-mail</th><th>Senha</th></tr></thead><tbody>
${demo.logins
  .map(
    (login) =>
      `<tr><td>${escapeHtml(ROLE_LABELS[login.role] ?? login.role)}</td><td><code>${escapeHtml(login.email)}</code></td><td><code>${escapeHtml(login.password)}</code></td></tr>`,
  )
  .join('\n')}
</tbody></table>`
    : '';
  return page(
    'Celebra',
    `<h1>Celebra</h1>
<p class="lead">Listas de presentes para casamentos, chás e festas.</p>
<nav class="apps">${cards.join('\n')}</nav>
${logins}
<footer>A API responde em <a href="/api/health">/api</a> em qualquer endereço;
documentação em <a href="/api/openapi.json">/api/openapi.json</a>.</footer>`,
  );
}

/** What an app's host shows while its dist folder has no index.html. */
export function renderMissingBuildPage(app: AppSite): string {
  return page(
    `${app.title} — ainda não compilado`,
    `<h1>Celebra</h1>
<p class="lead">${escapeHtml(app.title)}: o aplicativo ainda não foi compilado.</p>
<div class="card"><p>Rode <code>npm start</code> na raiz do repositório (ele compila o que estiver
desatualizado antes de iniciar o servidor) ou compile só este aplicativo com
<code>npm run build --workspace ${escapeHtml(app.workspace)}</code>, e recarregue a página.</p></div>`,
  );
}
