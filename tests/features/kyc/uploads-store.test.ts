import { describe, expect, it } from 'vitest';
import type { DocumentSlot } from '../../../src/features/kyc/documents.ts';
import { identitySlots } from '../../../src/features/kyc/documents.ts';
import { createUploads, type Shrink, type Uploads } from '../../../src/features/kyc/uploads-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { FakeKycApi, picture } from './fake-kyc-api.ts';

const [FRONT, BACK, SELFIE] = identitySlots('IDENTITY_CARD') as [DocumentSlot, DocumentSlot, DocumentSlot];
const MB = 1024 * 1024;
const NETWORK: ApiFailure = { status: false, message: 'Network Error' };

function setup(shrink: Shrink = async (file) => file) {
  const api = new FakeKycApi();
  const uploaded: [string, number][] = [];
  const removed: string[] = [];
  const released: string[] = [];
  const progress: number[] = [];
  let previews = 0;
  const uploads: Uploads = createUploads({
    api: api as never,
    loadShrink: async () => shrink,
    preview: () => `blob:${++previews}`,
    release: (url) => released.push(url),
    onUploaded: (slot, document) => uploaded.push([slot.id, document.id]),
    onRemoved: (slot) => removed.push(slot.id),
  });
  uploads.$slots.listen((slots) => {
    const front = slots[FRONT.id];
    if (front?.status === 'uploading') progress.push(front.progress);
  });
  return { api, uploads, uploaded, removed, released, progress };
}

describe('document uploads', () => {
  it('sends a picture with its type and side, shows its progress, then the document and its preview', async () => {
    const { api, uploads, uploaded, progress } = setup();
    await uploads.pick(FRONT, picture('front.jpg'));
    expect(api.uploads).toEqual([{ document_type: 'IDENTITY_CARD', side: 'front', file: expect.any(File) }]);
    expect(progress).toEqual([0, 0.5, 1]);
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', document: { id: 100 }, preview: 'blob:1' });
    expect(uploaded).toEqual([[FRONT.id, 100]]);
  });

  it('refuses an executable and a 20 MB PDF beside the slot, sending nothing', async () => {
    const { api, uploads } = setup();
    await uploads.pick(FRONT, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await uploads.pick(BACK, new File([new Uint8Array(20 * MB)], 'scan.pdf', { type: 'application/pdf' }));
    expect(api.uploads).toHaveLength(0);
    expect(uploads.stateOf(FRONT.id)).toEqual({
      status: 'refused',
      name: 'setup.exe',
      problem: { key: 'file_type_not_allowed' },
    });
    expect(uploads.stateOf(BACK.id)).toMatchObject({ status: 'refused', problem: { key: 'file_too_large' } });
  });

  it('sends the smaller picture it made, and refuses one the browser cannot read as a picture', async () => {
    const smaller = picture('camera.jpg', 400_000);
    const { api, uploads } = setup(async (file) => (file.name === 'broken.png' ? null : smaller));
    await uploads.pick(FRONT, picture('camera.jpg', 12 * MB));
    expect(api.uploads[0]?.file).toBe(smaller);
    await uploads.pick(BACK, picture('broken.png', 1000, 'image/png'));
    expect(api.uploads).toHaveLength(1);
    expect(uploads.stateOf(BACK.id)).toMatchObject({ status: 'refused', problem: { key: 'file_unreadable' } });
  });

  it('retries one failed file with the same file, leaving the other slots as they are', async () => {
    const { api, uploads, uploaded } = setup();
    await uploads.pick(FRONT, picture('front.jpg'));
    api.uploadFailures = [NETWORK];
    const back = picture('back.jpg');
    await uploads.pick(BACK, back);
    expect(uploads.stateOf(BACK.id)).toMatchObject({ status: 'failed', file: back, retryable: true });
    await uploads.pick(SELFIE, picture('selfie.jpg'));
    await uploads.retry(BACK);
    expect(api.uploads.map((call) => call.file.name)).toEqual(['front.jpg', 'back.jpg', 'selfie.jpg', 'back.jpg']);
    expect(api.uploads[3]?.file).toBe(back);
    expect(uploaded.map(([slot]) => slot)).toEqual([FRONT.id, SELFIE.id, BACK.id]);
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', document: { id: 100 } });
  });

  it('does not offer to retry what the server refused for the file itself', async () => {
    const { api, uploads } = setup();
    api.uploadFailures = [{ status: false, message: 'Too large', code: 'FILE_TOO_LARGE', httpStatus: 413 }];
    await uploads.pick(FRONT, picture());
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'failed', retryable: false });
  });

  it('removes and replaces a document, releasing its preview', async () => {
    const { uploads, removed, released } = setup();
    await uploads.pick(FRONT, picture('first.jpg'));
    await uploads.pick(FRONT, picture('second.jpg'));
    expect(released).toEqual(['blob:1']);
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', document: { file_name: 'second.jpg' } });
    uploads.remove(FRONT);
    expect(uploads.stateOf(FRONT.id)).toEqual({ status: 'empty' });
    expect(removed).toEqual([FRONT.id]);
    expect(released).toEqual(['blob:1', 'blob:2']);
  });

  it('shows a document a resumed draft holds by its name, without a preview', () => {
    const { uploads } = setup();
    const document = {
      id: 7,
      document_type: 'IDENTITY_CARD' as const,
      side: 'front' as const,
      file_name: 'front.jpg',
      size_bytes: 1000,
      content_type: 'image/jpeg' as const,
      uploaded_at: '2026-03-01T10:00:00.000Z',
    };
    uploads.show(FRONT, document);
    expect(uploads.stateOf(FRONT.id)).toEqual({ status: 'done', document, preview: null });
  });
});
