/** Shared by the verification handler tests: uploads, requests and complete KYC forms against a test server. */
import { signatureHeaders } from '../../../src/lib/http/signature.ts';
import type { TestApi } from '../api/harness.ts';

export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
export const PDF = [...new TextEncoder().encode('%PDF-1.4\n')];

export type Reply = {
  status: number;
  body: { data: Record<string, unknown> & { id: number }; code?: string; errors?: Record<string, string[]> };
};

/** POST /kyc/documents as multipart, the way the browser sends it. */
export async function upload(
  api: TestApi,
  token: string,
  fields: Record<string, string>,
  bytes = PNG,
  type = 'image/png',
): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new File([new Uint8Array(bytes)], 'C:\\scans\\card.png', { type }));
  const url = 'http://campay.test/api/v1/kyc/documents';
  const headers = new Headers(signatureHeaders('POST', url, api.clock.now().getTime()));
  headers.set('authorization', `Bearer ${token}`);
  const response = await api.app.request(url, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

export async function send(api: TestApi, method: string, path: string, token: string, body?: unknown): Promise<Reply> {
  const response = await api.call(method, `/api/v1${path}`, { token, ...(body === undefined ? {} : { body }) });
  return { status: response.status, body: (await response.json()) as Reply['body'] };
}

/** A complete POST /kyc body with freshly uploaded pictures (and an address with its proof when asked). */
export async function identityForm(api: TestApi, token: string, withAddress = false) {
  const side = async (document_type: string, which: string) =>
    (await upload(api, token, { document_type, side: which })).body.data.id;
  const identity = {
    document_type: 'IDENTITY_CARD',
    document_number: '079123456789',
    expires_on: '2031-01-01',
    front_document_id: await side('IDENTITY_CARD', 'front'),
    back_document_id: await side('IDENTITY_CARD', 'back'),
    selfie_document_id: await side('IDENTITY_CARD', 'selfie'),
  };
  const address = withAddress
    ? {
        line1: '12 Lê Lợi',
        city: 'Hồ Chí Minh',
        country: 'VN',
        proof_document_id: await side('PROOF_OF_ADDRESS', 'front'),
      }
    : undefined;
  return {
    country_of_residence: 'VN',
    personal: { full_name: 'Nguyễn Văn An', date_of_birth: '1990-05-01', nationality: 'VN' },
    identity,
    ...(address === undefined ? {} : { address }),
  };
}
