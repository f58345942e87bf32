// PATCH api/{family}/edit/{section}: replaces a section's working copy (an approval item once the profile is published);
// the visibility settings (require-nda, hidden-fields, not-applicable-fields) apply at once.
import type { ProfileType, SectionState } from '@fundnet/validation-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiCallOptions, apiClient } from '../http/api-client';
import { profileNdaKeys } from '../profile-nda/keys';
import type { MutationConfig } from '../query/types';
import type { ActiveProfile } from '../session/session-store';
import {
  type EditableSectionOf,
  familyPath,
  type ProfileOf,
  profileFamilyKeys,
  type SectionInputOf,
  type SectionStateOf,
} from './profile-families';

export interface EditProfileSectionParams<T extends ProfileType = ProfileType, S extends EditableSectionOf<T> = EditableSectionOf<T>> {
  /** The profile acting (editor role and up); its type picks the family and types the section and its data. */
  profile: ProfileOf<T>;
  section: S;
  data: SectionInputOf<T, S>;
}

/**
 * A section edit in the engine's own terms, for pages that serve every family and know the section only at run
 * time (the generic edit page): the server validates `data` with the family's contract (422 with its messages).
 */
export interface SectionEdit {
  profile: ActiveProfile;
  section: string;
  data: Record<string, unknown>;
}

/** The one request both signatures below make. */
function patchSection<R>(profile: ActiveProfile, section: string, data: unknown, options?: ApiCallOptions): Promise<R> {
  return apiClient.patch<R>(`${familyPath(profile.type)}/edit/${section}`, { ...options, profile, json: data });
}

/** → the section's new state, typed for the profile's family and the section. 422 with the form's messages. Throws ApiError. */
export function editProfileSection<T extends ProfileType, S extends EditableSectionOf<T>>(
  params: EditProfileSectionParams<T, S>,
  options?: ApiCallOptions,
): Promise<SectionStateOf<T, S>> {
  return patchSection(params.profile, params.section, params.data, options);
}

/**
 * Edits a section, then refreshes the family's reads (owner view, sections, density, public views) and, for
 * require-nda, the profile's NDA settings (GET api/profile-nda shows the protected sections).
 */
export function useEditProfileSection(mutationConfig?: MutationConfig<(edit: SectionEdit) => Promise<SectionState>>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: (edit: SectionEdit) => patchSection<SectionState>(edit.profile, edit.section, edit.data),
    onSuccess: async (...args) => {
      const [, { profile, section }] = args;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileFamilyKeys[profile.type].all }),
        section === 'require-nda' ? queryClient.invalidateQueries({ queryKey: profileNdaKeys.scoped(profile, 'settings') }) : undefined,
      ]);
      await onSuccess?.(...args);
    },
  });
}
