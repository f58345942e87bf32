import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';

// The question loads when it is first asked: every form carries the guard, and MUI's Dialog (with its Modal, Backdrop
// and transitions, about 8 KB gzip) must not ride along with every page's first load (/fund's own JS passed its
// budget when it did).
const ConfirmDialog = lazy(async () => ({ default: (await import('../../layout/confirm-dialog/confirm-dialog')).ConfirmDialog }));
import { registerGuard } from './navigation-guard';

export interface UnsavedChangesGuardOptions {
  /** 'dialog': an open form dialog (Back closes it, asking first when dirty). Default 'page'. */
  kind?: 'page' | 'dialog';
  /** A dialog guards while open. Default true. */
  active?: boolean;
  /** A dialog's close, for Back. */
  onClose?: () => void;
}

export interface UnsavedChangesGuardResult {
  /** Asks "Discard unsaved changes?" when dirty; resolves true when there is nothing to lose or the person discards. */
  confirmDiscard: () => Promise<boolean>;
  /** The confirmation: render it once, anywhere in the component. */
  dialog: ReactNode;
}

/**
 * While `dirty`, nothing typed is lost without asking: closing or reloading the tab gets the browser's prompt, and
 * leaving by a link or by Back (in any area of the app) waits for "Discard unsaved changes?": Keep editing or Discard.
 */
export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesGuardOptions = {}): UnsavedChangesGuardResult {
  const { kind = 'page', active = true, onClose } = options;
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (discard: boolean) => void } | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const confirmDiscard = useCallback((): Promise<boolean> => {
    if (!dirtyRef.current) return Promise.resolve(true);
    if (pending.current) return pending.current.promise;
    let resolve: (discard: boolean) => void = () => {};
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    pending.current = { promise, resolve };
    setAsking(true);
    return promise;
  }, []);

  const answer = (discard: boolean) => {
    const current = pending.current;
    pending.current = null;
    setAsking(false);
    current?.resolve(discard);
  };

  const guarding = active && (kind === 'dialog' || dirty);
  useEffect(() => {
    if (!guarding) return;
    return registerGuard({
      kind,
      isDirty: () => dirtyRef.current,
      confirmDiscard,
      close: () => closeRef.current?.(),
    });
  }, [guarding, kind, confirmDiscard]);

  // Gone while asking (the page changed by other means): the navigation that waited does not happen.
  useEffect(() => () => pending.current?.resolve(false), []);

  const dialog = asking ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title="Discard unsaved changes?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        confirmColor="error"
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      >
        You have changes that are not saved yet. If you discard them, what you typed is lost.
      </ConfirmDialog>
    </Suspense>
  ) : null;
  return { confirmDiscard, dialog };
}

type Report = (id: string, dirty: boolean) => void;

/** The nearest guard (a page's UnsavedChangesGuard or a FormDialog) that the forms inside report to. */
const UnsavedChangesContext = createContext<Report | null>(null);

export const UnsavedChangesProvider = UnsavedChangesContext.Provider;

/** Whether any form inside reported unsaved input, and the function they report with. */
export function useDirtyReports(): [boolean, Report] {
  const [dirtyIds, setDirtyIds] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((id, dirty) => {
    setDirtyIds((ids) => {
      if (ids.has(id) === dirty) return ids;
      const next = new Set(ids);
      if (dirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  return [dirtyIds.size > 0, report];
}

/**
 * A form tells the guard around it (if any) whether it holds unsaved input. Returns whether a guard listens, so the
 * form knows to mark itself clean after a successful save.
 */
export function useReportUnsavedChanges(dirty: boolean): boolean {
  const report = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    if (!report) return;
    report(id, dirty);
    return () => report(id, false);
  }, [report, id, dirty]);
  return report !== null;
}

export interface UnsavedChangesGuardProps {
  children?: ReactNode;
  /** Unsaved input besides the `Form`s inside (which report by themselves). */
  dirty?: boolean;
}

/**
 * Guards a page region: every `Form` inside reports its unsaved input, and while any holds some, leaving the page asks
 * first (see useUnsavedChangesGuard). A form inside a `FormDialog` reports to the dialog instead.
 */
export function UnsavedChangesGuard({ children, dirty = false }: UnsavedChangesGuardProps) {
  const [formsDirty, report] = useDirtyReports();
  const guard = useUnsavedChangesGuard(dirty || formsDirty);
  return (
    <UnsavedChangesProvider value={report}>
      {children}
      {guard.dialog}
    </UnsavedChangesProvider>
  );
}
