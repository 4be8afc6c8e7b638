import { describe, expect, it } from 'vitest';
import { WebhookInput } from '../../../src/contract/calls/developers.ts';
import { webhookSchema, webhookUpdateSchema } from '../../../src/features/developers/form-schemas.ts';

const URL = 'https://hooks.example.com/campay';

describe('the endpoint forms', () => {
  it('edit the fields a new endpoint has, with "Enabled" as the status: ticked ACTIVE, unticked DISABLED', () => {
    const enabled = webhookUpdateSchema.parse({ url: URL, events: 'va.topup.success', status: 'on' });
    expect(enabled).toEqual({ url: URL, events: ['va.topup.success'], status: 'ACTIVE' });
    const disabled = webhookUpdateSchema.parse({ url: URL, events: ['topup.approved', 'topup.rejected'] });
    expect(disabled).toEqual({ url: URL, events: ['topup.approved', 'topup.rejected'], status: 'DISABLED' });
  });

  it('refuse what the contract refuses, in both forms', () => {
    for (const schema of [webhookSchema, webhookUpdateSchema]) {
      expect(schema.safeParse({ url: 'http://hooks.example.com/', events: 'va.topup.success' }).success).toBe(false);
      expect(schema.safeParse({ url: URL }).success).toBe(false);
    }
    const { status: _status, ...fields } = webhookUpdateSchema.parse({ url: URL, events: 'va.topup.success' });
    expect(WebhookInput.parse(fields)).toEqual(fields);
  });
});
