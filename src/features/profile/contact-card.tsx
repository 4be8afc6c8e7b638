/** The account manager (GET /accounts/crm), when one is assigned: who, their title, how to reach them and when. */
import type { CrmContactType } from '../../contract/calls/accounts.ts';
import { m } from '../../lib/i18n.ts';
import { initialsOf } from './identity-card.tsx';

type Channel = CrmContactType['channels'][number]['kind'];

const CHANNELS: Readonly<Record<Channel, { readonly icon: string; readonly label: () => string }>> = {
  ZALO: { icon: 'i-lucide-message-circle', label: m.profile_channel_zalo },
  TELEGRAM: { icon: 'i-lucide-send', label: m.profile_channel_telegram },
  WHATSAPP: { icon: 'i-lucide-message-square', label: m.profile_channel_whatsapp },
  EMAIL: { icon: 'i-lucide-mail', label: m.profile_channel_email },
  PHONE: { icon: 'i-lucide-phone', label: m.profile_channel_phone },
};

/** The ways to reach the contact: their channels, plus their email and phone where no channel names them. */
export function channelsOf(contact: CrmContactType): CrmContactType['channels'] {
  const kinds = new Set(contact.channels.map((channel) => channel.kind));
  const extra: CrmContactType['channels'] = [];
  if (!kinds.has('EMAIL')) extra.push({ kind: 'EMAIL', value: contact.email, url: `mailto:${contact.email}` });
  if (!kinds.has('PHONE') && contact.calling_code && contact.phone_number) {
    const number = `${contact.calling_code}${contact.phone_number}`;
    extra.push({ kind: 'PHONE', value: `${contact.calling_code} ${contact.phone_number}`, url: `tel:${number}` });
  }
  return [...contact.channels, ...extra];
}

export function ContactCard({ contact }: { readonly contact: CrmContactType }) {
  return (
    <section className="card flex flex-col gap-4 p-5 sm:p-6" aria-labelledby="profile-contact">
      <h2 id="profile-contact" className="text-sm font-medium uppercase tracking-wider text-muted">
        {m.profile_contact()}
      </h2>
      <div className="flex items-center gap-3">
        {/* Only a picture of this site: the page's policy loads no image from elsewhere. */}
        {contact.avatar?.startsWith('/') ? (
          <img src={contact.avatar} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full" />
        ) : (
          <span
            className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-surface-2 font-semibold"
            aria-hidden="true"
          >
            {initialsOf(contact.full_name)}
          </span>
        )}
        <div className="flex min-w-0 flex-col">
          <p className="break-words font-semibold">{contact.full_name}</p>
          <p className="text-sm text-muted">{contact.title}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-2 text-sm">
        {channelsOf(contact).map((channel) => (
          <li key={`${channel.kind}-${channel.value}`}>
            <a
              href={channel.url}
              className="inline-flex max-w-full items-center gap-2 rounded font-medium text-primary-text hover:underline focus-ring"
              {...(channel.url.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <span className={`${CHANNELS[channel.kind].icon} shrink-0`} aria-hidden="true" />
              <span className="min-w-0 break-all">
                {CHANNELS[channel.kind].label()}: {channel.value}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {contact.working_hours ? (
        <p className="text-sm text-muted">{m.profile_contact_hours({ hours: contact.working_hours })}</p>
      ) : null}
    </section>
  );
}
