import { type DataRoomEntry, getDataRoomThumbnail } from '@fundnet/api-client';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { iconOf } from './shared';

/** A data: URL: the pages' Content-Security-Policy allows data: images, not blob: ones (and there is nothing to revoke). */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A file's thumbnail in a tree row (page 1 of a PDF, an image), else its icon. The picture is fetched with the
 * caller's credentials (an <img src> cannot send them) once the row scrolls into view, so a long folder does not
 * fetch every picture at once; until it exists (the server draws it after the upload) the icon stays.
 */
export function FileThumbnail({ item, visitorToken = null }: { item: DataRoomEntry; visitorToken?: string | null }) {
  const box = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!item.thumbnailUrl || seen || typeof IntersectionObserver === 'undefined' || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [item.thumbnailUrl, seen]);
  const picture = useQuery({
    queryKey: ['data-room', 'thumbnail', item.thumbnailUrl, visitorToken],
    queryFn: async ({ signal }) => dataUrlOf(await getDataRoomThumbnail(item.id, visitorToken, signal)),
    enabled: seen,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <Box component="span" ref={box} sx={{ display: 'inline-flex', width: 40, height: 40, alignItems: 'center', justifyContent: 'center' }}>
      {picture.data ? (
        <Box
          component="img"
          src={picture.data}
          alt=""
          sx={{ maxWidth: 40, maxHeight: 40, border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: 'common.white' }}
        />
      ) : (
        iconOf(item)
      )}
    </Box>
  );
}
