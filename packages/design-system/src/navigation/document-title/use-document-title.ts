import { useEffect } from 'react';

const SITE_NAME = 'Fundnet';

export interface UseDocumentTitleOptions {
  /**
   * Put back the title the tab had before, when the page goes away (the shell's own pages). By
   * default the title stays until the next page sets its own (the remotes, the account pages).
   */
  restoreOnUnmount?: boolean;
}

/** Sets the browser tab's title for the page on screen: "<title> · Fundnet". */
export function useDocumentTitle(title: string, { restoreOnUnmount = false }: UseDocumentTitleOptions = {}): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    if (!restoreOnUnmount) return undefined;
    return () => {
      document.title = previous;
    };
  }, [title, restoreOnUnmount]);
}
