export { saveFile as saveDownload } from '@celebra/ui/files';

/** 'celebra-meus-dados-2026-11-26.zip', today in the browser's calendar (the server names it alike). */
export function accountDataFileName(now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `celebra-meus-dados-${day}.zip`;
}
