import { useEffect } from 'react';

export const SITE_NAME = 'Fundnet';

/** Sets `document.title` to "<title> · Fundnet" while the page is shown, and restores the previous title after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
