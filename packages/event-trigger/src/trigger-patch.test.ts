import { describe, expect, it } from 'vitest';
import { triggerPatch } from './trigger-patch.js';

describe('triggerPatch', () => {
  it('masks the leaves of nested fields and labels as a whole', () => {
    const input = triggerPatch('projects/p/locations/l/triggers/t', {
      labels: { team: 'search', tier: 'gold' },
      destination: { cloudRunService: { service: 's', region: 'r' } },
      serviceAccount: undefined,
    });
    expect(input.name).toBe('projects/p/locations/l/triggers/t');
    expect(input.updateMask).toBe('labels,destination.cloudRunService.service,destination.cloudRunService.region');
    expect(input.body.labels).toEqual({ team: 'search', tier: 'gold' });
  });
});
