import { describe, expect, it } from 'vitest';
import { locationName, operationName, projectName, triggerName } from './resource-names.js';

describe('resource names', () => {
  it('build and parse the names of the service', () => {
    expect(projectName.format({ project: 'p' })).toBe('projects/p');
    expect(locationName.format({ project: 'p', location: '-' })).toBe('projects/p/locations/-');
    expect(triggerName.parse('projects/p/locations/us-central1/triggers/orders')).toEqual({ project: 'p', location: 'us-central1', trigger: 'orders' });
    expect(operationName.matches('projects/p/locations/l/operations/operation-1')).toBe(true);
  });

  it('tell a trigger name from an operation name', () => {
    expect(triggerName.matches('projects/p/locations/l/operations/o')).toBe(false);
    expect(operationName.matches('projects/p/locations/l/triggers/t')).toBe(false);
  });
});
