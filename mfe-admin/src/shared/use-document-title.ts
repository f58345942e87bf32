import { useEffect } from 'react';

/** Sets the browser tab's title for the page on screen: "<title> · Fundnet". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Fundnet`;
  }, [title]);
}
