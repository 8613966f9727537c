import { describe, expect, it } from 'vitest';
import { applyUpdate, dealRules } from './update-mask.js';

const deal = {
  name: 'buyers/1/proposals/2/deals/3',
  displayName: 'Deal',
  flightStartTime: '2024-01-01T00:00:00Z',
  flightEndTime: '2024-02-01T00:00:00Z',
  targeting: { geoTargeting: { targetedCriteriaIds: ['1'] }, userListTargeting: { targetedCriteriaIds: ['9'] } },
  preferredDealTerms: { fixedPrice: { type: 'CPM', amount: { units: '5' } } },
};

describe('applying an update', () => {
  it('copies the masked paths only; output-only paths in the mask are ignored', () => {
    const { updated, changed } = applyUpdate(deal, { flightEndTime: '2024-03-01T00:00:00Z', displayName: 'New', flightStartTime: 'x' }, 'flightEndTime,displayName', dealRules);
    expect(changed).toEqual(['flightEndTime']);
    expect(updated).toEqual({ ...deal, flightEndTime: '2024-03-01T00:00:00Z' });
  });

  it('without a mask, copies every updatable field the body sets', () => {
    const body = { ...deal, displayName: 'Ignored', targeting: { geoTargeting: { targetedCriteriaIds: ['2'] }, daypartTargeting: { timeZoneType: 'USER' } } };
    const { updated } = applyUpdate(deal, body, undefined, dealRules);
    expect(updated.displayName).toBe('Deal');
    expect(updated.targeting).toEqual({ geoTargeting: { targetedCriteriaIds: ['1'] }, userListTargeting: { targetedCriteriaIds: ['9'] }, daypartTargeting: { timeZoneType: 'USER' } });
  });

  it('expands a parent path to its updatable children and clears what the body leaves out', () => {
    const { updated } = applyUpdate(deal, { targeting: {} }, 'targeting', dealRules);
    expect(updated.targeting).toEqual({ geoTargeting: { targetedCriteriaIds: ['1'] } });
    const replaced = applyUpdate(deal, { flightStartTime: '2024-01-05T00:00:00Z' }, '*', dealRules).updated;
    expect(replaced).toMatchObject({ flightStartTime: '2024-01-05T00:00:00Z', displayName: 'Deal' });
    expect(replaced).not.toHaveProperty('flightEndTime');
    expect(replaced).not.toHaveProperty('preferredDealTerms');
  });

  it('refuses paths that are not fields of the resource', () => {
    expect(() => applyUpdate(deal, {}, 'budget', dealRules)).toThrow(/budget/);
  });
});
