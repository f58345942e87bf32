import type { ProfileType } from '@fundnet/validation-schema';

/** The body key of POST api/introduction for each kind of profile (the spec's investorId, fundId, providerId). */
export const introductionKeyOf: Record<ProfileType, 'fundId' | 'investorId' | 'providerId'> = {
  fund: 'fundId',
  investor: 'investorId',
  serviceProvider: 'providerId',
};

export interface IntroductionTarget {
  key: 'fundId' | 'investorId' | 'providerId';
  id: string;
  /** Shown on the request form; the server decides who the id really is. */
  name: string | null;
}

/** /getIntroduce?fundId=…&name=… (or investorId, providerId): the profile to be introduced to, if any. */
export function targetFromSearch(params: URLSearchParams): IntroductionTarget | null {
  for (const key of ['fundId', 'investorId', 'providerId'] as const) {
    const id = params.get(key);
    if (id) return { key, id, name: params.get('name') };
  }
  return null;
}

/** The address of the request form for a profile. */
export function requestIntroductionPath(profile: { id: string; type: ProfileType; name: string }): string {
  const query = new URLSearchParams({ [introductionKeyOf[profile.type]]: profile.id, name: profile.name });
  return `/getIntroduce?${query.toString()}`;
}
