/**
 * The verification section before a run (the `profile` step): the account level and what it allows (the VA fee
 * and monthly limit, read from GET /settings/virtual-accounts, so they follow an approval live), then per kind its
 * status — under review since when, returned with the reason and what to fix — and the one thing to do next.
 */
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../lib/date-format.ts';
import { feeRuleText } from '../../lib/fee-rule.ts';
import { getLocale, m } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/money.ts';
import { useStore } from '../../lib/use-store.ts';
import { $profile } from '../../stores/profile.ts';
import { $kyc, $vaSettings } from '../../stores/verification.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { FailureAlert } from '../../ui/failure-alert.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { VerificationFlow } from './flow-store.ts';
import { fixLabels } from './labels.ts';
import { draftSavedAt, type RowAction, type Verification, type VerificationRow, verificationRows } from './overview.ts';
import type { Kind } from './steps.ts';

/** The section's id (screens/Verification.astro). */
const SECTION_ID = 'verification';
/** The level shown as VIP (SPEC section 1). */
const VIP_LEVEL = 4;
/** Where virtual accounts open (SPEC section 9: level 2 is the named threshold). */
const VA_LEVEL = 2;

const REQUIREMENT_LABELS: Readonly<Record<string, () => string>> = {
  PERSONAL_INFO: () => m.kyc_requirement_personal_info(),
  IDENTITY_DOCUMENT: () => m.kyc_requirement_identity_document(),
  SELFIE: () => m.kyc_requirement_selfie(),
  PROOF_OF_ADDRESS: () => m.kyc_requirement_proof_of_address(),
  BUSINESS_INFO: () => m.kyc_requirement_business_info(),
  BUSINESS_DOCUMENTS: () => m.kyc_requirement_business_documents(),
};

function levelText(level: number): string {
  return level >= VIP_LEVEL ? `${m.kyc_level({ level })} · ${m.kyc_level_vip()}` : m.kyc_level({ level });
}

function actionLabel(action: RowAction, kind: Kind): string {
  if (action === 'continue') return m.kyc_action_continue();
  if (action === 'fix') return m.kyc_action_fix();
  if (action === 'verify-address') return m.kyc_action_address();
  return kind === 'KYB' ? m.kyc_action_verify_business() : m.kyc_action_verify();
}

function statusBadge(status: VerificationRow['status']) {
  switch (status) {
    case 'PENDING':
      return <Badge status="PENDING" label={m.kyc_status_pending()} />;
    case 'REJECTED':
      return <Badge status="REJECTED" label={m.kyc_status_rejected()} />;
    case 'APPROVED':
      return <Badge status="APPROVED" label={m.kyc_status_approved()} />;
    case 'draft':
      return <Badge tone="info" label={m.kyc_status_draft()} />;
    default:
      return <Badge tone="neutral" label={m.kyc_status_none()} />;
  }
}

function Allowance() {
  const settings = useStore($vaSettings);
  const current = settings.data?.current;
  if (!current) return <Skeleton className="h-12 w-full" />;
  const locale = getLocale();
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2" data-allowance>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted">{m.kyc_va_fee()}</dt>
        <dd className="font-semibold" data-va-fee>
          {current.fee ? feeRuleText(current.fee, locale) : m.kyc_va_fee_none({ level: VA_LEVEL })}
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-muted">{m.kyc_va_limit()}</dt>
        <dd className="font-semibold">{formatMoney(current.limit.amount, current.limit.currency, locale)}</dd>
      </div>
    </dl>
  );
}

function NextLevel({ verification }: { verification: Verification }) {
  const next = verification.next_level;
  if (next === null) return <p className="text-sm text-muted">{m.kyc_top_level()}</p>;
  if (next.requirements.length === 0) {
    return <p className="text-sm text-muted">{m.kyc_vip_by_company({ level: next.level })}</p>;
  }
  return (
    <div className="text-sm">
      <p className="font-medium">{m.kyc_next_level({ level: next.level })}</p>
      <ul className="mt-1 list-disc pl-5 text-muted">
        {next.requirements.map((requirement) => (
          <li key={requirement}>{REQUIREMENT_LABELS[requirement]?.()}</li>
        ))}
      </ul>
    </div>
  );
}

interface RowProps {
  readonly row: VerificationRow;
  readonly savedAt: string | null;
  readonly onAction: (row: VerificationRow) => void;
}

function Row({ row, savedAt, onAction }: RowProps) {
  const locale = getLocale();
  const { latest } = row;
  return (
    <section
      className="flex flex-col gap-3 border-t border-border pt-4"
      data-kind={row.kind}
      aria-label={row.kind === 'KYC' ? m.kyc_identity_title() : m.kyc_business_title()}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{row.kind === 'KYC' ? m.kyc_identity_title() : m.kyc_business_title()}</h3>
        {statusBadge(row.status)}
      </div>
      {row.status === 'PENDING' && latest ? (
        <p className="text-sm" data-pending>
          {m.kyc_pending_text({ date: formatDateTime(latest.submitted_at, locale) })}
        </p>
      ) : null}
      {row.status === 'REJECTED' && latest ? (
        <Alert tone="danger" title={m.kyc_rejected_title()}>
          <p data-rejection-reason>{m.kyc_rejected_reason({ reason: latest.rejection_reason ?? '' })}</p>
          {latest.rejection_fields.length > 0 ? (
            <>
              <p className="mt-2 font-medium">{m.kyc_fix_list()}</p>
              <ul className="mt-1 list-disc pl-5" data-fix-list>
                {fixLabels(latest.rejection_fields).map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
      {savedAt && row.status !== 'PENDING' ? (
        <p className="text-sm text-muted">{m.kyc_draft_saved_at({ date: formatDateTime(savedAt, locale) })}</p>
      ) : null}
      {row.action ? (
        <Button type="button" className="self-start" trailingIcon="i-lucide-arrow-right" onClick={() => onAction(row)}>
          {actionLabel(row.action, row.kind)}
        </Button>
      ) : null}
    </section>
  );
}

export function Overview({ flow }: { flow: VerificationFlow }) {
  const profile = useStore($profile, null);
  const kyc = useStore($kyc);
  const drafts = useStore(flow.$drafts);
  const ended = useStore(flow.$ended);
  const canSubmit = profile?.role === 'director';
  const accountType = profile?.accountType ?? 'INDIVIDUAL';
  const card = useRef<HTMLDivElement>(null);
  const cameBack = flow.wizard.$state.get().arrivals > 0;

  // Back from a run (sent, or left to finish later): focus lands here, not on the page's top.
  useEffect(() => {
    if (cameBack) card.current?.focus();
  }, [cameBack]);

  useEffect(() => {
    if (canSubmit) void flow.readDrafts(accountType === 'BUSINESS' ? ['KYC', 'KYB'] : ['KYC']);
  }, [flow, canSubmit, accountType]);

  if (kyc.error && !kyc.data) {
    return (
      <FailureAlert
        offline={!navigator.onLine}
        failure={kyc.error}
        title={m.kyc_load_failed()}
        offlineText={m.kyc_offline()}
        onRetry={() => $kyc.revalidate()}
      />
    );
  }
  const verification = kyc.data;
  if (!verification || profile === null) {
    return (
      <div className="card flex flex-col gap-4 p-5" aria-busy="true">
        <span className="sr-only">{m.kyc_loading()}</span>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  const rows = verificationRows({ verification, accountType, drafts: new Set(drafts.keys()), canSubmit });
  return (
    <div ref={card} tabIndex={-1} className="card flex flex-col gap-5 p-5 outline-none" data-verification>
      {ended ? (
        <Alert tone="success" live>
          {ended === 'submitted' ? m.kyc_submitted_notice() : m.kyc_already_pending_notice()}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">{m.kyc_level_label()}</p>
        <p className="text-2xl font-bold" data-level={verification.account_level}>
          {levelText(verification.account_level)}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{m.kyc_allowance_title()}</p>
        <Allowance />
      </div>
      <NextLevel verification={verification} />
      {rows.map((row) => (
        <Row
          key={row.kind}
          row={row}
          savedAt={draftSavedAt(drafts.get(row.kind))}
          onAction={(chosen) => {
            // The run's addresses end at this section: a reload scrolls here, and the section hydrates at once.
            history.replaceState(history.state, '', `#${SECTION_ID}`);
            flow.begin(chosen.kind, chosen.withAddress);
          }}
        />
      ))}
      {canSubmit ? null : <p className="text-sm text-muted">{m.kyc_director_only()}</p>}
    </div>
  );
}
