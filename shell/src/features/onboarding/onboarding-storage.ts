import type { ProfileType } from '@fundnet/validation-schema';
import { isProfileType } from './profile-types';

/**
 * What the onboarding keeps in this browser (not on the server): the profile type being set up
 * (this tab only) and the choice to verify the phone number later (per user, this browser).
 */
const TYPE_KEY = 'fundnet.join.profileType';
const SMS_SKIPPED_PREFIX = 'fundnet.join.smsSkipped.';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage blocked
  }
}

export function rememberedProfileType(): ProfileType | null {
  return safe(() => {
    const value = globalThis.sessionStorage?.getItem(TYPE_KEY) ?? undefined;
    return isProfileType(value) ? value : null;
  }, null);
}

export function rememberProfileType(type: ProfileType): void {
  safe(() => globalThis.sessionStorage?.setItem(TYPE_KEY, type), undefined);
}

export function forgetProfileType(): void {
  safe(() => globalThis.sessionStorage?.removeItem(TYPE_KEY), undefined);
}

export function isSmsSkipped(userId: string): boolean {
  return safe(() => globalThis.localStorage?.getItem(SMS_SKIPPED_PREFIX + userId) === '1', false);
}

export function skipSms(userId: string): void {
  safe(() => globalThis.localStorage?.setItem(SMS_SKIPPED_PREFIX + userId, '1'), undefined);
}

const READINESS_PREFIX = 'fundnet.join.readiness.';

/** The readiness answers of this tab (so the checklist is still there after following one of its links). */
export function savedReadinessAnswers(type: string): Record<string, boolean> | null {
  return safe(() => {
    const raw = globalThis.sessionStorage?.getItem(READINESS_PREFIX + type);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : null;
  }, null);
}

export function saveReadinessAnswers(type: string, answers: Record<string, boolean> | null): void {
  safe(() => {
    if (answers) globalThis.sessionStorage?.setItem(READINESS_PREFIX + type, JSON.stringify(answers));
    else globalThis.sessionStorage?.removeItem(READINESS_PREFIX + type);
  }, undefined);
}
