import { type ActiveProfile, type DataRoom, useSession } from '@fundnet/api-client';
import { Box } from '@mui/material';
import { Fragment } from 'react';

/** Where a question points, as people read it: "Pitch deck.pdf, page 2", "Pitch deck.pdf", "The whole data room". */
export function targetLabel(target: { fileId: string | null; fileName: string | null; page: number | null }): string {
  if (!target.fileId) return 'The whole data room';
  const name = target.fileName ?? 'A file';
  return target.page ? `${name}, page ${target.page}` : name;
}

/** The words the search matched come back between ** marks: shown highlighted, never as markup. */
export function Excerpt({ text }: { text: string }) {
  return (
    <>
      {text.split('**').map((part, index) =>
        index % 2 === 1 ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'warning.light', px: 0.25 }}>
            {part}
          </Box>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** "3 h 20 min", "2 days 4 h", "45 min": a duration as a fund reads its response times. */
export function formatWait(ms: number | null): string {
  if (ms === null) return '–';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The active profile when it is the fund that owns the room and the server says it manages it, else null. */
export function useRoomManager(room: DataRoom | undefined): ActiveProfile | null {
  const { activeProfile } = useSession();
  if (!room?.canManage || !activeProfile || activeProfile.id !== room.fundProfileId) return null;
  return activeProfile;
}
