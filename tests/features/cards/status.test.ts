/** What a card offers per status and role (src/features/cards/card-status.ts): only the moves the server allows. */
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  cardStatusLabel,
  cardStatusMeaning,
  cardStatusTone,
  isFinalCardStatus,
} from '../../../src/features/cards/card-status.ts';

describe('allowedActions', () => {
  it('offers a DIRECTOR every move of each status and nothing on a cancelled card', () => {
    expect(allowedActions('ACTIVE', 'director')).toEqual(['top-up', 'reveal', 'freeze', 'cancel']);
    expect(allowedActions('FROZEN', 'director')).toEqual(['unfreeze', 'reveal', 'cancel']);
    expect(allowedActions('PENDING', 'director')).toEqual(['cancel']);
    expect(allowedActions('CANCELLED', 'director')).toEqual([]);
  });

  it('never offers FINANCE a cancel', () => {
    expect(allowedActions('ACTIVE', 'financial')).toEqual(['top-up', 'reveal', 'freeze']);
    expect(allowedActions('FROZEN', 'financial')).toEqual(['unfreeze', 'reveal']);
    expect(allowedActions('PENDING', 'financial')).toEqual([]);
  });

  it('offers a SELLER nothing', () => {
    for (const status of ['ACTIVE', 'FROZEN', 'PENDING', 'CANCELLED'] as const) {
      expect(allowedActions(status, 'seller')).toEqual([]);
    }
  });

  it('offers no top-up or reveal but on the statuses that allow them', () => {
    expect(allowedActions('FROZEN', 'director')).not.toContain('top-up');
    expect(allowedActions('PENDING', 'director')).not.toContain('reveal');
    expect(allowedActions('ACTIVE', 'director')).not.toContain('unfreeze');
    expect(allowedActions('FROZEN', 'director')).not.toContain('freeze');
  });
});

describe('presentation', () => {
  it('gives each status its own label, tone and meaning; only CANCELLED is final', () => {
    const statuses = ['PENDING', 'ACTIVE', 'FROZEN', 'CANCELLED'] as const;
    expect(new Set(statuses.map(cardStatusLabel)).size).toBe(4);
    expect(new Set(statuses.map(cardStatusMeaning)).size).toBe(4);
    expect(statuses.map(cardStatusTone)).toEqual(['warning', 'success', 'info', 'neutral']);
    expect(cardStatusLabel('FROZEN')).toBe('Freeze');
    expect(statuses.filter(isFinalCardStatus)).toEqual(['CANCELLED']);
  });
});
