import type { MailMessage } from '../../lib/mail';

/** The texts of the notification mails. Plain text; `template` and `data` let the outbox (and tests) find them. */

type Mail = Omit<MailMessage, 'to'>;

export const NEW_FOLLOWER_TEMPLATE = 'notification-new-follower';
export const DIGEST_TEMPLATE = 'notification-digest';

const footer = (settingsLink: string) =>
  `\n\nYou receive this e-mail because of your notification settings for this profile. Change them here:\n${settingsLink}\n\nThe Fundnet team`;

export function newFollowerMail(data: {
  profileName: string;
  subscriberName: string;
  subscriberLink: string | null;
  subscribersLink: string;
  settingsLink: string;
}): Mail {
  return {
    template: NEW_FOLLOWER_TEMPLATE,
    subject: `${data.subscriberName} subscribed to ${data.profileName}`,
    text:
      `Hello,\n\n${data.subscriberName} subscribed to the updates of ${data.profileName} on Fundnet.` +
      `${data.subscriberLink ? `\n\nSee their profile:\n${data.subscriberLink}` : ''}` +
      `\n\nAll subscribers of ${data.profileName}:\n${data.subscribersLink}${footer(data.settingsLink)}`,
    data: {
      profileName: data.profileName,
      subscriberName: data.subscriberName,
      link: data.subscribersLink,
      ...(data.subscriberLink ? { subscriberLink: data.subscriberLink } : {}),
    },
  };
}

export function digestMail(data: {
  firstName: string;
  profileName: string;
  frequency: 'daily' | 'weekly';
  newFollowers: number | null;
  visits: number | null;
  visitors: number | null;
  /** Reads of the fund's data rooms by outsiders in the period (null: not chosen at this frequency). */
  dataRoom?: { views: number; downloads: number; readers: number } | null;
  dataRoomLink?: string;
  visitsLink: string;
  subscribersLink: string;
  settingsLink: string;
}): Mail {
  const period = data.frequency === 'daily' ? 'the last day' : 'the last week';
  const lines: string[] = [];
  if (data.newFollowers !== null) lines.push(`- New subscribers: ${data.newFollowers} (${data.subscribersLink})`);
  if (data.visits !== null)
    lines.push(`- Profile visits: ${data.visits} by ${data.visitors} visitor${data.visitors === 1 ? '' : 's'} (${data.visitsLink})`);
  if (data.dataRoom)
    lines.push(
      `- Data room: ${data.dataRoom.views} file view${data.dataRoom.views === 1 ? '' : 's'}, ${data.dataRoom.downloads} download${data.dataRoom.downloads === 1 ? '' : 's'} by ${data.dataRoom.readers} reader${data.dataRoom.readers === 1 ? '' : 's'} (${data.dataRoomLink})`,
    );
  return {
    template: DIGEST_TEMPLATE,
    subject: `${data.profileName}: your ${data.frequency} summary`,
    text: `Hello ${data.firstName || 'there'},\n\nhere is what happened on ${data.profileName} in ${period}:\n\n${lines.join('\n')}${footer(data.settingsLink)}`,
    data: {
      profileName: data.profileName,
      frequency: data.frequency,
      ...(data.newFollowers !== null ? { newFollowers: String(data.newFollowers) } : {}),
      ...(data.visits !== null ? { visits: String(data.visits), visitors: String(data.visitors) } : {}),
      ...(data.dataRoom
        ? {
            dataRoomViews: String(data.dataRoom.views),
            dataRoomDownloads: String(data.dataRoom.downloads),
            dataRoomReaders: String(data.dataRoom.readers),
          }
        : {}),
      link: data.visitsLink,
    },
  };
}
