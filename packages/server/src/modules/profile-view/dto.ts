import { ANONYMOUS_VISITOR_LABEL, type ProfileType, type ProfileViewer } from '@fundnet/validation-schema';

export interface ViewerRow {
  viewedAt: Date;
  /** The viewing profile, null when the viewer had none (or it was deleted since). */
  profile: { id: string; type: ProfileType; name: string; slug: string } | null;
}

/** A recent viewer as the viewed profile's team sees it: the viewing profile, or "Anonymous visitor". */
export function toProfileViewer(row: ViewerRow): ProfileViewer {
  return {
    viewedAt: row.viewedAt.toISOString(),
    label: row.profile?.name ?? ANONYMOUS_VISITOR_LABEL,
    profile: row.profile ? { id: row.profile.id, type: row.profile.type, name: row.profile.name, slug: row.profile.slug } : null,
  };
}
