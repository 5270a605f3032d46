import { useEffect } from 'react';

/** The browser tab's title for a screen, 'Recados · Celebra': each screen says where the host is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Celebra`;
  }, [title]);
}
