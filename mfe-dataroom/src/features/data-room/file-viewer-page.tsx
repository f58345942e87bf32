import { Alert, Box, Breadcrumbs, Button, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  downloadDataRoomFile,
  getDataRoomFile,
  getDataRoomViewCopy,
  recordDataRoomView,
  type StartViewReply,
  startDataRoomView,
  useSession,
} from '@fundnet/api-client';
import { ErrorPanel, LoadingState, PageContainer, PageHeader, SignInPrompt, useDocumentTitle } from '@fundnet/design-system';
import { AskQuestionPanel } from '../data-room-qa';
import type { LoadedPdf } from './pdf-engine';
import { saveBlob } from './shared';

/** Heartbeats every few seconds while the tab is visible; nothing is counted while it is hidden. */
const HEARTBEAT_MS = 5000;

/**
 * What the server stamped into every page of this copy (e-mail, UTC time, view code), said once under the page
 * controls. It is text beside the page, never drawn over it: the page on screen is the served copy exactly as a
 * download would be, with its one stamp (issue 34.2: an overlay here doubled the stamp, slightly offset).
 */
export function stampNote(view: StartViewReply): string {
  const when = `${view.startedAt.slice(0, 16).replace('T', ' ')} UTC`;
  return `Every page carries your details: ${view.viewerEmail} · ${when} · view ${view.viewCode}`;
}

/** /dataRoom/:dataRoomId/view/:fileId: the in-browser viewer, page by page, of the watermarked copy. */
export function FileViewerPage() {
  const { dataRoomId = '', fileId = '' } = useParams();
  const { token } = useSession();
  useDocumentTitle('Document viewer');
  if (!token) {
    return (
      <PageContainer>
        <PageHeader title="Document viewer" />
        <SignInPrompt title="Sign in to open this data room" what="the documents shared with you" />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <DocumentViewer
        fileId={fileId}
        header={({ name, actions }) => (
          <PageHeader
            title={name}
            breadcrumbs={
              <Breadcrumbs aria-label="Breadcrumb">
                <Link component={RouterLink} to="/dataRoom">
                  Data rooms
                </Link>
                <Link component={RouterLink} to={`/dataRoom/${dataRoomId}`}>
                  Data room
                </Link>
                <span aria-current="page">{name}</span>
              </Breadcrumbs>
            }
            actions={actions}
          />
        )}
      />
    </PageContainer>
  );
}

export interface DocumentViewerProps {
  fileId: string;
  /** A share-link visitor's token: the view, copy, heartbeats and download go as that visitor. */
  visitorToken?: string | null;
  /** The title row: the page's header on /dataRoom/…/view, a plain heading inside a shared link's page. */
  header: (parts: { name: string; actions: ReactNode }) => ReactNode;
}

/**
 * A file of a data room, page by page, as the server stamped it (the one watermark is in the copy's pages; nothing
 * is laid over the canvas): opening starts a view, time per page is counted while the tab is visible, download only where permitted.
 */
export function DocumentViewer({ fileId, visitorToken = null, header }: DocumentViewerProps) {
  const { activeProfile } = useSession();
  const view = useQuery({
    queryKey: ['data-room', 'view', fileId, visitorToken],
    queryFn: () => startDataRoomView(fileId, visitorToken),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const file = useQuery({
    queryKey: ['data-room', 'file', fileId, visitorToken],
    queryFn: () => getDataRoomFile(fileId, visitorToken),
    retry: false,
  });
  const [pdf, setPdf] = useState<LoadedPdf | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const pageRef = useRef(1);
  pageRef.current = page;

  useEffect(() => {
    if (!view.data) return;
    let cancelled = false;
    let opened: LoadedPdf | null = null;
    (async () => {
      try {
        const bytes = await getDataRoomViewCopy(fileId, view.data.viewId, visitorToken);
        const { openPdf } = await import('./pdf-engine');
        opened = await openPdf(bytes);
        if (!cancelled) setPdf(opened);
      } catch (caught) {
        if (!cancelled) setLoadError(caught instanceof Error ? caught.message : 'The document could not be opened.');
      }
    })();
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [view.data, fileId, visitorToken]);

  useEffect(() => {
    if (pdf && canvas.current) void pdf.renderPage(page, canvas.current, Math.min(900, frame.current?.clientWidth || 900));
  }, [pdf, page]);

  // Time per page: a beat every HEARTBEAT_MS while visible; a hidden tab stops the clock and flushes what it had;
  // turning the page first sends the time of the page that was shown.
  const clock = useRef({ last: Date.now(), shown: 1 });
  const pageCount = pdf?.pageCount;
  const beat = useRef<() => void>(() => undefined);
  beat.current = () => {
    const viewId = view.data?.viewId;
    const now = Date.now();
    const ms = now - clock.current.last;
    clock.current.last = now;
    if (viewId && ms > 0 && document.visibilityState === 'visible') {
      void recordDataRoomView(viewId, { page: clock.current.shown, ms: Math.min(ms, 600_000), pageCount }, visitorToken).catch(
        () => undefined,
      );
    }
  };
  useEffect(() => {
    if (!view.data?.viewId) return;
    clock.current = { last: Date.now(), shown: pageRef.current };
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') beat.current();
      else clock.current.last = Date.now();
    }, HEARTBEAT_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        // Flush while still counted as visible time.
        const { last } = clock.current;
        const viewId = view.data?.viewId;
        const ms = Date.now() - last;
        clock.current.last = Date.now();
        if (viewId && ms > 0)
          void recordDataRoomView(viewId, { page: clock.current.shown, ms: Math.min(ms, 600_000) }, visitorToken).catch(() => undefined);
      } else clock.current.last = Date.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      beat.current();
    };
  }, [view.data?.viewId]);

  const goTo = (next: number) => {
    if (!pdf || next < 1 || next > pdf.pageCount) return;
    beat.current();
    clock.current.shown = next;
    setPage(next);
  };

  if (view.isPending) return <LoadingState label="Opening the document" />;
  if (view.error) {
    return (
      <>
        {header({ name: 'Document viewer', actions: null })}
        {/* The file's id goes in the body of PUT file/view: one of no file, or of a file not shared with this reader, is a
            422 on fileId (issue 31.6); a 404 can still come from an older server. */}
        <ErrorPanel
          message={
            view.error.status === 404 || view.error.fieldErrors.fileId
              ? 'This file does not exist or was not shared with you.'
              : view.error.message
          }
        />
      </>
    );
  }
  const data = view.data;
  const name = file.data?.item.name ?? 'Document';
  return (
    <>
      {header({
        name,
        actions: data.canDownload ? (
          <Button variant="contained" onClick={async () => saveBlob(await downloadDataRoomFile(fileId, data.viewId, visitorToken), name)}>
            Download
          </Button>
        ) : (
          <Typography color="text.secondary">View only: downloading is not allowed.</Typography>
        ),
      })}
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button onClick={() => goTo(page - 1)} disabled={!pdf || page <= 1}>
          Previous page
        </Button>
        <Typography aria-live="polite">{pdf ? `Page ${page} of ${pdf.pageCount}` : 'Loading…'}</Typography>
        <Button onClick={() => goTo(page + 1)} disabled={!pdf || page >= pdf.pageCount}>
          Next page
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" data-testid="stamp-note" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {stampNote(data)}
      </Typography>
      {/* The outer box gives the page its width (the column's); the inner one hugs the canvas. */}
      <Box ref={frame} sx={{ width: '100%' }}>
        <Box
          sx={{ display: 'inline-block', maxWidth: '100%', border: 1, borderColor: 'divider', userSelect: 'none' }}
          onContextMenu={(event) => event.preventDefault()}
        >
          <canvas ref={canvas} aria-label={`${name}, page ${page}`} role="img" />
        </Box>
      </Box>
      {/* "Ask a question" on this file or the page on screen (data-room-qa; the server says who may ask). */}
      {file.data ? (
        <AskQuestionPanel
          dataRoomId={file.data.item.dataRoomId}
          asker={visitorToken ? { profile: null, visitorToken } : { profile: activeProfile, visitorToken: null }}
          file={{ id: fileId, name }}
          page={pdf ? page : null}
        />
      ) : null}
    </>
  );
}
