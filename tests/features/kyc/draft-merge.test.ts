import { describe, expect, it } from 'vitest';
import type { UploadedDocumentType } from '../../../src/contract/calls/kyc.ts';
import { mergeDraft } from '../../../src/features/kyc/draft-merge.ts';

const SAVED_AT = '2026-03-01T10:00:00.000Z';
const savedAt = Date.parse(SAVED_AT);

function document(id: number): UploadedDocumentType {
  return {
    id,
    document_type: 'PASSPORT',
    side: 'front',
    file_name: `passport-${id}.jpg`,
    size_bytes: 1000,
    content_type: 'image/jpeg',
    uploaded_at: SAVED_AT,
  };
}

describe('draft merge (server draft against this tab’s unsaved edits)', () => {
  it('keeps an edit this tab made after the server’s save, takes the server’s value for every other field', () => {
    const server = {
      data: { country_of_residence: 'VN', personal: { full_name: 'Server Name', nationality: 'VN' } },
      documents: [],
      updated_at: SAVED_AT,
    };
    const local = {
      data: { country_of_residence: 'SG', personal: { full_name: 'Typed Here', nationality: 'SG' } },
      // The name was typed after the server's save; the country was edited before it (and saved from elsewhere since).
      edits: { 'personal.full_name': savedAt + 5000, country_of_residence: savedAt - 5000 },
      documents: [],
    };
    const merged = mergeDraft(server, local);
    expect(merged.data).toEqual({
      country_of_residence: 'VN',
      personal: { full_name: 'Typed Here', nationality: 'VN' },
    });
    // Only the edit that won is still unsaved.
    expect(merged.edits).toEqual({ 'personal.full_name': savedAt + 5000 });
  });

  it('keeps a newer clearing of a field (the field leaves the draft)', () => {
    const server = { data: { address: { line1: '1 Street', line2: 'Flat 2' } }, documents: [], updated_at: SAVED_AT };
    const local = { data: { address: { line1: '1 Street' } }, edits: { 'address.line2': savedAt + 1 }, documents: [] };
    expect(mergeDraft(server, local).data).toEqual({ address: { line1: '1 Street' } });
  });

  it('takes this tab’s draft whole when the server has none', () => {
    const local = { data: { country_of_residence: 'VN' }, edits: { country_of_residence: 1 }, documents: [] };
    expect(mergeDraft(null, local)).toBe(local);
  });

  it('keeps the documents of either side that the merged draft refers to, and only those', () => {
    const server = {
      data: { identity: { front_document_id: 1, selfie_document_id: 2 } },
      documents: [document(1), document(2)],
      updated_at: SAVED_AT,
    };
    const local = {
      data: { identity: { front_document_id: 3, selfie_document_id: 2 } },
      edits: { 'identity.front_document_id': savedAt + 1 },
      documents: [document(3)],
    };
    const merged = mergeDraft(server, local);
    expect(merged.data).toEqual({ identity: { front_document_id: 3, selfie_document_id: 2 } });
    expect(merged.documents.map((each) => each.id).sort()).toEqual([2, 3]);
  });

  it('treats a business’s document list as one field', () => {
    const server = { data: { document_ids: [1] }, documents: [document(1)], updated_at: SAVED_AT };
    const local = { data: { document_ids: [1, 4] }, edits: { document_ids: savedAt + 1 }, documents: [document(4)] };
    const merged = mergeDraft(server, local);
    expect(merged.data).toEqual({ document_ids: [1, 4] });
    expect(merged.documents.map((each) => each.id)).toEqual([1, 4]);
  });
});
